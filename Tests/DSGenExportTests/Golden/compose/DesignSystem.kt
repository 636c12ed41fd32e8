// The design system's tokens for Jetpack Compose, written by dsgen.
// 11 tokens of kinds Compose holds no value of here (gradients, palettes, materials, transitions, borders) are left out.
package designsystem

import androidx.compose.animation.core.CubicBezierEasing
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/** A colour in each appearance: [resolve] picks one for the system's dark theme and contrast setting. */
class ThemedColor(
    val light: Color,
    val dark: Color = light,
    val lightHighContrast: Color = light,
    val darkHighContrast: Color = dark
) {
    fun resolve(darkTheme: Boolean, highContrast: Boolean = false): Color = when {
        darkTheme && highContrast -> darkHighContrast
        darkTheme -> dark
        highContrast -> lightHighContrast
        else -> light
    }
}

object Spacing {
    /** Small gaps */
    val xs = 8.dp
    /** Standard gaps */
    val md = 16.dp
}

object Radius {
    val md = 12.dp
    /** Capsules Fully rounded (a capsule): RoundedCornerShape(percent = 50) draws it exactly. */
    val pill = 999.dp
}

object Colors {
    val surface = ThemedColor(light = Color(0xFFFFFFFF), dark = Color(0xFF1C1C1E))
    /** Primary text */
    val label = ThemedColor(light = Color(0xFF000000), dark = Color(0xFFFFFFFF))
    /** Errors */
    val error = ThemedColor(light = Color(0xFFFF3B30), dark = Color(0xFFFF453A), lightHighContrast = Color(0xFFD70015), darkHighContrast = Color(0xFFFF6961))
    val goals = ThemedColor(light = Color(0xFFFF9500), dark = Color(0xFFFF9F0A), lightHighContrast = Color(0xFFC93400), darkHighContrast = Color(0xFFFFB340))
    /** Warnings share the goals colour */
    val warning = ThemedColor(light = Color(0xFFFF9500), dark = Color(0xFFFF9F0A), lightHighContrast = Color(0xFFC93400), darkHighContrast = Color(0xFFFFB340))
    val scrim = ThemedColor(light = Color(0x66000000))
    @Deprecated("Use Colors.error", ReplaceWith("Colors.error"))
    val old = ThemedColor(light = Color(0xFFFF3B30), dark = Color(0xFFFF453A), lightHighContrast = Color(0xFFD70015), darkHighContrast = Color(0xFFFF6961))

    object Status {
        val met = ThemedColor(light = Color(0xFFFF9500), dark = Color(0xFFFF9F0A), lightHighContrast = Color(0xFFC93400), darkHighContrast = Color(0xFFFFB340))
    }
}

object Fonts {
    /** The family "Inter": load its fonts as a FontFamily. */
    val brand = "Inter"
    val code = FontFamily.Monospace
}

object Weights {
    val strong = FontWeight(600)
}

object Type {
    val title = TextStyle(fontSize = 22.sp, fontWeight = FontWeight(400), lineHeight = 28.sp, fontFamily = FontFamily.Default)
    val amount = TextStyle(fontSize = 17.sp, fontWeight = FontWeight(400), lineHeight = 22.sp, fontFamily = FontFamily.Default)
    val display = TextStyle(fontSize = 48.sp, fontWeight = FontWeight(700), fontFamily = FontFamily.Default)
    val brand = TextStyle(fontSize = 15.sp, fontWeight = FontWeight(400), lineHeight = 22.sp, fontFamily = FontFamily.Default)
}

object Shadows {
    /** The shadow's elevation (its vertical offset; radius 8 in the spec). */
    val card = 2.dp
}

object Opacity {
    val disabled = 0.4f
}

object Numbers {
    val columns = 3f
}

object Motion {
    /** In milliseconds. */
    val quick = 150
}

object Curves {
    val standard = CubicBezierEasing(0.4f, 0f, 0.2f, 1f)
    val exit = CubicBezierEasing(0.42f, 0f, 1f, 1f)
}

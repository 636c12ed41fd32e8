// The design system's tokens for Jetpack Compose, written by dsgen.
// 10 tokens of kinds Compose holds no value of here (gradients, palettes, materials, transitions, borders) are left out.
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

object Colors {
    /** Half-transparent brand blue */
    val brand = ThemedColor(light = Color(0x800A84FF))
    val error = ThemedColor(light = Color(0xFFFF3B30), dark = Color(0xFFFF453A), lightHighContrast = Color(0xFFD70015), darkHighContrast = Color(0xFFFF6961))
    /** Use error */
    @Deprecated("Use Colors.error", ReplaceWith("Colors.error"))
    val warning = ThemedColor(light = Color(0xFFFF3B30), dark = Color(0xFFFF453A), lightHighContrast = Color(0xFFD70015), darkHighContrast = Color(0xFFFF6961))
}

object Typography {
    val title = TextStyle(fontSize = 28.sp, fontWeight = FontWeight(700), fontFamily = FontFamily.Default)
}

object Spacing {
    /** Small gaps */
    val sm = 8.dp
    /** Standard <gaps> & padding */
    val md = 16.dp
}

object Radius {
    val card = 8.dp
    /** Capsules Fully rounded (a capsule): RoundedCornerShape(percent = 50) draws it exactly. */
    val pill = 999.dp
}

object Shadows {
    /** The shadow's elevation (its vertical offset; radius 8 in the spec). */
    val raised = 2.dp
}

object Opacity {
    val disabled = 0.4f
}

object Motion {
    /** In milliseconds. */
    val quick = 200
}

object Fonts {
    /** Friendly headings */
    val brand = FontFamily.Default
}

object Weights {
    val strong = FontWeight(700)
}

object Layout {
    val columns = 3f
}

object Curves {
    /** Most movement */
    val standard = CubicBezierEasing(0.4f, 0f, 0.2f, 1f)
    val exit = CubicBezierEasing(0.42f, 0f, 1f, 1f)
}

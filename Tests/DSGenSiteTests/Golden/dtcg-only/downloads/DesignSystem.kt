// The design system's tokens for Jetpack Compose, written by dsgen.
// 4 tokens of kinds Compose holds no value of here (gradients, palettes, materials, transitions, borders) are left out.
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

object Color {
    val white = ThemedColor(light = Color(0xFFFFFFFF))
    val black = ThemedColor(light = Color(0xFF000000))

    object Blue {
        val `50` = ThemedColor(light = Color(0xFFEFF6FF))
        val `100` = ThemedColor(light = Color(0xFFDBEAFE))
        val `200` = ThemedColor(light = Color(0xFFBFDBFE))
        val `300` = ThemedColor(light = Color(0xFF93C5FD))
        val `400` = ThemedColor(light = Color(0xFF60A5FA))
        val `500` = ThemedColor(light = Color(0xFF3B82F6))
        val `600` = ThemedColor(light = Color(0xFF2563EB))
        val `700` = ThemedColor(light = Color(0xFF1D4ED8))
        val `800` = ThemedColor(light = Color(0xFF1E40AF))
        val `900` = ThemedColor(light = Color(0xFF1E3A8A))
        val `950` = ThemedColor(light = Color(0xFF172554))
    }

    object Gray {
        val `50` = ThemedColor(light = Color(0xFFF9FAFB))
        val `100` = ThemedColor(light = Color(0xFFF3F4F6))
        val `200` = ThemedColor(light = Color(0xFFE5E7EB))
        val `300` = ThemedColor(light = Color(0xFFD1D5DB))
        val `400` = ThemedColor(light = Color(0xFF9CA3AF))
        val `500` = ThemedColor(light = Color(0xFF6B7280))
        val `600` = ThemedColor(light = Color(0xFF4B5563))
        val `700` = ThemedColor(light = Color(0xFF374151))
        val `800` = ThemedColor(light = Color(0xFF1F2937))
        val `900` = ThemedColor(light = Color(0xFF111827))
        val `950` = ThemedColor(light = Color(0xFF030712))
    }

    object Green {
        val `0` = ThemedColor(light = Color(0xFFDAFBE1))
        val `1` = ThemedColor(light = Color(0xFFACEEBB))
        val `2` = ThemedColor(light = Color(0xFF6FDD8B))
        val `3` = ThemedColor(light = Color(0xFF4AC26B))
        val `4` = ThemedColor(light = Color(0xFF2DA44E))
        val `5` = ThemedColor(light = Color(0xFF1A7F37))
        val `6` = ThemedColor(light = Color(0xFF116329))
        val `7` = ThemedColor(light = Color(0xFF044F1E))
        val `8` = ThemedColor(light = Color(0xFF003D16))
        val `9` = ThemedColor(light = Color(0xFF002D11))
    }

    object Red {
        val `100` = ThemedColor(light = Color(0xFFFFECEB))
        val `200` = ThemedColor(light = Color(0xFFFFD5D2))
        val `300` = ThemedColor(light = Color(0xFFFD9891))
        val `400` = ThemedColor(light = Color(0xFFF87168))
        val `500` = ThemedColor(light = Color(0xFFF15B50))
        val `600` = ThemedColor(light = Color(0xFFE2483D))
        val `700` = ThemedColor(light = Color(0xFFC9372C))
        val `800` = ThemedColor(light = Color(0xFFAE2E24))
        val `900` = ThemedColor(light = Color(0xFF5D1F1A))
        val `1000` = ThemedColor(light = Color(0xFF42221F))
    }
}

object Space {
    val `0` = 0.dp
    val `1` = 4.dp
    val `2` = 8.dp
    val `3` = 12.dp
    val `4` = 16.dp
    val `5` = 20.dp
    val `6` = 24.dp
    val `8` = 32.dp
    val `10` = 40.dp
    val `12` = 48.dp
    val `16` = 64.dp
}

object Radius {
    val none = 0.dp
    val sm = 4.dp
    val md = 8.dp
    val lg = 12.dp
    val xl = 16.dp
    val full = 9999.dp
}

object Size {
    /** The smallest control a finger can hit reliably. */
    val tapTarget = 44.dp

    object Icon {
        val sm = 16.dp
        val md = 20.dp
        val lg = 24.dp
    }
}

object Opacity {
    val disabled = 0.38f
    val hover = 0.08f
    val pressed = 0.12f
    val scrim = 0.5f
}

object Font {

    object Family {
        val sans = FontFamily.Default
        val mono = FontFamily.Monospace
    }

    object Weight {
        val regular = FontWeight(400)
        val medium = FontWeight(500)
        val semibold = FontWeight(600)
        val bold = FontWeight(700)
    }

    object Size {
        val xs = 12.dp
        val sm = 13.dp
        val md = 15.dp
        val lg = 17.dp
        val xl = 20.dp
        val `2xl` = 28.dp
        val `3xl` = 34.dp
    }
}

object Typography {
    val largeTitle = TextStyle(fontSize = 34.sp, fontWeight = FontWeight(700), fontFamily = FontFamily.Default)
    val headline = TextStyle(fontSize = 17.sp, fontWeight = FontWeight(600), fontFamily = FontFamily.Default)
    val body = TextStyle(fontSize = 17.sp, fontWeight = FontWeight(400), fontFamily = FontFamily.Default)
    val caption = TextStyle(fontSize = 12.sp, fontWeight = FontWeight(400), fontFamily = FontFamily.Default)
    val code = TextStyle(fontSize = 13.sp, fontWeight = FontWeight(400), fontFamily = FontFamily.Monospace)
}

object Shadow {
    /** The shadow's elevation (its vertical offset; radius 2 in the spec). */
    val sm = 1.dp
    /** The shadow's elevation (its vertical offset; radius 8 in the spec). */
    val md = 4.dp
    /** The shadow's elevation (its vertical offset; radius 24 in the spec). */
    val lg = 8.dp
}

object Duration {
    /** In milliseconds. */
    val fast = 150
    /** In milliseconds. */
    val normal = 250
    /** In milliseconds. */
    val slow = 400
}

object Easing {
    val standard = CubicBezierEasing(0.2f, 0f, 0f, 1f)
    val decelerate = CubicBezierEasing(0f, 0f, 0f, 1f)
    val accelerate = CubicBezierEasing(0.3f, 0f, 1f, 1f)
}

object Fg {
    val default = ThemedColor(light = Color(0xFF111827), dark = Color(0xFFF9FAFB))
    val muted = ThemedColor(light = Color(0xFF4B5563), dark = Color(0xFF9CA3AF), lightHighContrast = Color(0xFF1F2937), darkHighContrast = Color(0xFFE5E7EB))
    val accent = ThemedColor(light = Color(0xFF2563EB), dark = Color(0xFF60A5FA), lightHighContrast = Color(0xFF1E40AF), darkHighContrast = Color(0xFF93C5FD))
    val danger = ThemedColor(light = Color(0xFFC9372C), dark = Color(0xFFF87168), lightHighContrast = Color(0xFFAE2E24), darkHighContrast = Color(0xFFFD9891))
    val success = ThemedColor(light = Color(0xFF1A7F37), dark = Color(0xFF4AC26B))
    val onEmphasis = ThemedColor(light = Color(0xFFFFFFFF))
}

object Bg {
    val default = ThemedColor(light = Color(0xFFFFFFFF), dark = Color(0xFF030712))
    val subtle = ThemedColor(light = Color(0xFFF9FAFB), dark = Color(0xFF111827))
    val emphasis = ThemedColor(light = Color(0xFF2563EB), dark = Color(0xFF3B82F6), lightHighContrast = Color(0xFF1E40AF), darkHighContrast = Color(0xFF1D4ED8))
    val danger = ThemedColor(light = Color(0xFFFFECEB), dark = Color(0xFF5D1F1A))
}

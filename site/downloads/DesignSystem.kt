// The design system's tokens for Jetpack Compose, written by dsgen.
// 17 tokens of kinds Compose holds no value of here (gradients, palettes, materials, transitions, borders) are left out.
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
    /** Tiny gaps: badge padding, tight inline elements */
    val xxs = 4.dp
    /** Small gaps: vertical spacing in list rows */
    val xs = 8.dp
    /** Medium gaps: icon to text in an HStack */
    val sm = 12.dp
    /** Standard gaps: section padding, the default */
    val md = 16.dp
    /** Large gaps: between major sections of a screen */
    val lg = 24.dp
    /** Extra large: padding around empty states */
    val xl = 32.dp
    /** Huge gaps; rare, mostly for onboarding */
    val xxl = 48.dp
    /** Around Form views on macOS */
    val formPadding = 20.dp
    /** Around sheet content on macOS */
    val sheetPadding = 24.dp
}

object Size {
    /** Symbols beside text in rows and buttons */
    val icon = 24.dp
    /** A person's picture in a row */
    val avatar = 40.dp
    /** The smallest control a finger hits reliably */
    val tapTarget = 44.dp
}

object Colors {
    /** Actions: the things you did today */
    val actions = ThemedColor(light = Color(0xFFFF3B30), dark = Color(0xFFFF453A), lightHighContrast = Color(0xFFD70015), darkHighContrast = Color(0xFFFF6961))
    /** Goals: what the ten weeks are for */
    val goals = ThemedColor(light = Color(0xFFFF9500), dark = Color(0xFFFF9F0A), lightHighContrast = Color(0xFFC93400), darkHighContrast = Color(0xFFFFB340))
    /** Values: why the goals matter */
    val values = ThemedColor(light = Color(0xFF007AFF), dark = Color(0xFF0A84FF), lightHighContrast = Color(0xFF0040DD), darkHighContrast = Color(0xFF409CFF))
    /** Terms: the ten-week periods themselves */
    val terms = ThemedColor(light = Color(0xFFAF52DE), dark = Color(0xFFBF5AF2), lightHighContrast = Color(0xFF8944AB), darkHighContrast = Color(0xFFDA8FFF))
    /** Success, active badges, goals met */
    val success = ThemedColor(light = Color(0xFF1E7B34), dark = Color(0xFF30D158))
    /** Warnings, medium priority */
    val warning = ThemedColor(light = Color(0xFFC75300), dark = Color(0xFFFF9F0A))
    /** Errors, high priority, overdue */
    val error = ThemedColor(light = Color(0xFFD70015), dark = Color(0xFFFF453A), darkHighContrast = Color(0xFFFF6961))
    /** Informational, upcoming */
    val info = ThemedColor(light = Color(0xFF007AFF), dark = Color(0xFF0A84FF), lightHighContrast = Color(0xFF0040DD), darkHighContrast = Color(0xFF409CFF))
    /** The old name of error */
    @Deprecated("Use Colors.error", ReplaceWith("Colors.error"))
    val highPriority = ThemedColor(light = Color(0xFFD70015), dark = Color(0xFFFF453A), darkHighContrast = Color(0xFFFF6961))
    /** The window behind everything */
    val background = ThemedColor(light = Color(0xFFFFFFFF), dark = Color(0xFF000000))
    /** Grouped lists, cards on the background */
    val secondaryBackground = ThemedColor(light = Color(0xFFF2F2F7), dark = Color(0xFF1C1C1E))
    /** Primary text */
    val label = ThemedColor(light = Color(0xFF000000), dark = Color(0xFFFFFFFF))
    /** Subtitles, footnotes, metadata */
    val secondaryLabel = ThemedColor(light = Color(0x993C3C43), dark = Color(0x99EBEBF5))
    /** Hairlines between rows */
    val separator = ThemedColor(light = Color(0x4A3C3C43), dark = Color(0x99545458))
    /** Controls, links, selection */
    val tint = ThemedColor(light = Color(0xFF007AFF), dark = Color(0xFF0A84FF), lightHighContrast = Color(0xFF0040DD), darkHighContrast = Color(0xFF409CFF))
    /** Text and icons on filled section and state badges */
    val onAccent = ThemedColor(light = Color(0xFFFFFFFF), dark = Color(0xFF000000))
    /** Text on warning badges */
    val onWarning = ThemedColor(light = Color(0xFFFFFFFF), dark = Color(0xFF000000))
}

object Status {
    /** The budget was met */
    val met = ThemedColor(light = Color(0xFF1E7B34), dark = Color(0xFF30D158))
    /** Still within the period */
    val inProgress = ThemedColor(light = Color(0xFF007AFF), dark = Color(0xFF0A84FF), lightHighContrast = Color(0xFF0040DD), darkHighContrast = Color(0xFF409CFF))
    /** The period ended short */
    val missed = ThemedColor(light = Color(0xFFD70015), dark = Color(0xFFFF453A), darkHighContrast = Color(0xFFFF6961))
    /** Spent past the budget */
    val overflow = ThemedColor(light = Color(0xFFAF52DE), dark = Color(0xFFBF5AF2))
    /** A purchase */
    val purchase = ThemedColor(light = Color(0xFF34C759), dark = Color(0xFF30D158), lightHighContrast = Color(0xFF248A3D), darkHighContrast = Color(0xFF30DB5B))
    /** A sale */
    val sale = ThemedColor(light = Color(0xFF007AFF), dark = Color(0xFF0A84FF), lightHighContrast = Color(0xFF0040DD), darkHighContrast = Color(0xFF409CFF))
    /** A return or refund */
    val refund = ThemedColor(light = Color(0xFFFF3B30), dark = Color(0xFFFF453A), lightHighContrast = Color(0xFFD70015), darkHighContrast = Color(0xFFFF6961))
    /** Moved to inventory */
    val toInventory = ThemedColor(light = Color(0xFF007AFF), dark = Color(0xFF0A84FF), lightHighContrast = Color(0xFF0040DD), darkHighContrast = Color(0xFF409CFF))
    /** Reimbursements and receipts: amber */
    val reimbursement = ThemedColor(light = Color(0xFFB25000), dark = Color(0xFFFFB340))
    /** Waiting for someone to look */
    val needsReview = ThemedColor(light = Color(0xFFC75300), dark = Color(0xFFFF9F0A))
}

object Typography {
    /** Section headers in lists and forms */
    val sectionHeader = TextStyle(fontSize = 17.sp, fontWeight = FontWeight(600), lineHeight = 22.sp, fontFamily = FontFamily.Default)
    /** Footers under form sections */
    val sectionFooter = TextStyle(fontSize = 12.sp, fontWeight = FontWeight(400), lineHeight = 16.sp, fontFamily = FontFamily.Default)
    /** The first line of a list row */
    val rowTitle = TextStyle(fontSize = 17.sp, fontWeight = FontWeight(600), lineHeight = 22.sp, fontFamily = FontFamily.Default)
    /** The second line of a list row */
    val rowSubtitle = TextStyle(fontSize = 15.sp, fontWeight = FontWeight(400), lineHeight = 20.sp, fontFamily = FontFamily.Default)
    /** Labels in forms */
    val formLabel = TextStyle(fontSize = 17.sp, fontWeight = FontWeight(400), lineHeight = 22.sp, fontFamily = FontFamily.Default)
    /** Numbers in forms, aligned in columns */
    val formValue = TextStyle(fontSize = 17.sp, fontWeight = FontWeight(400), lineHeight = 22.sp, fontFamily = FontFamily.Default)
    /** Status badges */
    val badge = TextStyle(fontSize = 11.sp, fontWeight = FontWeight(600), lineHeight = 13.sp, fontFamily = FontFamily.Default)
    /** The title of an empty state */
    val emptyTitle = TextStyle(fontSize = 22.sp, fontWeight = FontWeight(700), lineHeight = 28.sp, fontFamily = FontFamily.Default)
    /** The number in a progress ring */
    val heroNumber = TextStyle(fontSize = 48.sp, fontWeight = FontWeight(700), fontFamily = FontFamily.Default)
}

object Fonts {
    /** Numbers and headings that should feel friendly */
    val brand = FontFamily.Default
    /** Identifiers, amounts in tables */
    val code = FontFamily.Monospace
}

object FontWeight {
    /** Emphasis inside body text */
    val emphasis = FontWeight(600)
    /** Totals and key figures */
    val strong = FontWeight(700)
}

object CornerRadius {
    /** Tiny elements: progress segments */
    val xs = 4.dp
    /** Small badges, text fields */
    val sm = 8.dp
    /** Standard cards */
    val md = 12.dp
    /** Large cards, grouped sections */
    val lg = 16.dp
    /** Sheet corners */
    val xl = 20.dp
    /** Capsules and circles: pills, avatars Fully rounded (a capsule): RoundedCornerShape(percent = 50) draws it exactly. */
    val round = 999.dp
}

object Shadows {
    /** Cards resting on the background The shadow's elevation (its vertical offset; radius 8 in the spec). */
    val card = 2.dp
    /** Floating buttons, dragged cards The shadow's elevation (its vertical offset; radius 16 in the spec). */
    val floating = 8.dp
}

object Opacity {
    /** A section colour behind its own text: tags, tinted cards */
    val tint = 0.15f
    /** Controls that cannot be used yet */
    val disabled = 0.4f
    /** A card while it is pressed */
    val pressed = 0.7f
}

object Motion {
    /** Selection, toggles In milliseconds. */
    val quick = 150
    /** Most transitions: sheets, expanding rows In milliseconds. */
    val standard = 250
    /** The progress ring filling up In milliseconds. */
    val slow = 400
}

object Curves {
    /** Things that move on screen */
    val standard = CubicBezierEasing(0.2f, 0f, 0f, 1f)
    /** Things that leave the screen */
    val exit = CubicBezierEasing(0.42f, 0f, 1f, 1f)
}

object Brand {
    /** The brand's green: the app icon, the website, the App Store artwork */
    val summit = ThemedColor(light = Color(0xFF156D5B))
    /** The warm accent of onboarding screens */
    val dawn = ThemedColor(light = Color(0xFFEFB062))
    /** Brand surfaces: onboarding, the paywall, share cards */
    val paper = ThemedColor(light = Color(0xFFFAF7F2), dark = Color(0xFF1C1F24))
    /** Text on brand surfaces */
    val ink = ThemedColor(light = Color(0xFF1C1F24), dark = Color(0xFFFAF7F2))
    /** Buttons on brand surfaces use the app's goals colour */
    val action = ThemedColor(light = Color(0xFFFF9500), dark = Color(0xFFFF9F0A), lightHighContrast = Color(0xFFC93400), darkHighContrast = Color(0xFFFFB340))
}

object BrandType {
    /** Headlines of onboarding and share cards */
    val headline = TextStyle(fontSize = 28.sp, fontWeight = FontWeight(700), fontFamily = FontFamily.Default)
}

object BrandMotion {
    /** How long a brand screen takes to appear In milliseconds. */
    val reveal = 400
}

object Marketing {

    object Campaign {
        val banner = ThemedColor(light = Color(0xFF225063))
        val highlight = ThemedColor(light = Color(0xFFF28E3C), dark = Color(0xFFFFA65A))
    }
}

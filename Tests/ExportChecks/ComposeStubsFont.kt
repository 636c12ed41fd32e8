package androidx.compose.ui.text.font

class FontWeight(val weight: Int)

class FontFamily private constructor(val name: String) {
    companion object {
        val Default = FontFamily("default")
        val SansSerif = FontFamily("sans-serif")
        val Serif = FontFamily("serif")
        val Monospace = FontFamily("monospace")
    }
}

// Stand-ins for the few Jetpack Compose types the Compose export names, so that the export is
// compiled by kotlinc without Android's libraries. Their shapes follow Compose's public API.
package androidx.compose.ui.graphics

class Color(val value: Long)

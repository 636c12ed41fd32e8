package androidx.compose.animation.core

class CubicBezierEasing(val a: Float, val b: Float, val c: Float, val d: Float)

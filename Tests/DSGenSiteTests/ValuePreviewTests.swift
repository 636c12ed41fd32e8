import DSGenCore
import Testing
@testable import DSGenSite

/// Values drawn to scale, with styles made only from numbers and known names.
struct ValuePreviewTests {
    @Test func spacingIsABarOfTwiceItsLengthCappedForHugeValues() {
        #expect(ValuePreview.bar(.dimension(16)) == "width: 32px")
        #expect(ValuePreview.bar(.dimension(1000)) == "width: 384px")
        #expect(ValuePreview.bar(.dimension(0)) == nil)
        #expect(ValuePreview.bar(.opacity(0.5)) == nil)
    }

    @Test func aRadiusRoundsASampleCardAndRoundIsACapsule() {
        #expect(ValuePreview.radius(.radius(.points(12))) == "border-radius: 12px")
        #expect(ValuePreview.radius(.radius(.round)) == "border-radius: 999px")
    }

    @Test func aSpecimenSaysWhatSuitsItsStyle() {
        #expect(
            ValuePreview.specimenText(.typography(Typography(textStyle: .body, modifiers: [.monospacedDigit])))
                == "0123456789 · 12:45 · 1,234.50")
        #expect(ValuePreview.specimenText(.typography(Typography(textStyle: .largeTitle))) == "Ten weeks, one goal")
        #expect(ValuePreview.specimenText(.typography(Typography(textStyle: .body))) == ValuePreview.pangram)
        #expect(ValuePreview.specimenText(.fontWeight(.bold)) == ValuePreview.pangram)
        #expect(ValuePreview.specimenText(.dimension(4)) == nil)
    }

    @Test func aSpecimenIsSetInTheStyle() {
        let headline = Typography(textStyle: .headline)
        #expect(
            ValuePreview.specimen(.typography(headline))
                == "font-size: 17px; font-weight: 600; font-family: var(--font)")
        let custom = Typography(
            textStyle: nil, size: 22, weight: .bold, family: .custom("Avenir\"; color: red"), modifiers: [.italic])
        #expect(
            ValuePreview.specimen(.typography(custom))
                == "font-size: 22px; font-weight: 700; font-family: \"Avenir color red\", var(--font); font-style: " +
                    "italic"
        )
        #expect(
            ValuePreview.specimen(.fontFamily(.system(.serif)))
                == "font-size: 17px; font-family: ui-serif, Georgia, serif")
        #expect(ValuePreview.specimen(.fontWeight(.semibold)) == "font-size: 17px; font-weight: 600")
    }
}

extension ValuePreviewTests {
    @Test func gradientsBecomeCSSAtTheirAngleAndRadii() throws {
        let clear = ColorValue.rgba(try #require(RGBA(hex: "#00000000"))),
            black = ColorValue.rgba(try #require(RGBA(hex: "#000000")))
        let scrim = Gradient.linear(
            start: .top, end: .bottom,
            stops: [
                GradientStop(color: clear, location: nil), GradientStop(color: .opacity(black, 0.4), location: nil),
            ])
        #expect(ValuePreview.css(scrim) == "linear-gradient(180deg, #00000000, #00000066)")
        let diagonal = Gradient.linear(
            start: .topLeading, end: .bottomTrailing,
            stops: [GradientStop(color: black, location: 0), GradientStop(color: clear, location: 0.75)])
        #expect(ValuePreview.css(diagonal) == "linear-gradient(135deg, #000000 0%, #00000000 75%)")
        let vignette = Gradient.radial(
            center: .center, startRadius: 20, endRadius: 220,
            stops: [GradientStop(color: clear, location: nil), GradientStop(color: black, location: nil)])
        #expect(ValuePreview.css(vignette) == "radial-gradient(circle at 50% 50%, #00000000 20px, #000000 220px)")
    }

    @Test func materialShadowOpacityAndDurationHaveSamples() throws {
        let teal = ColorValue.rgba(try #require(RGBA(hex: "#30B0C7")))
        #expect(ValuePreview.sample(.material(.thin))?.inner?.hasPrefix("backdrop-filter: blur(8px)") == true)
        #expect(
            ValuePreview.sample(.shadow(Shadow(color: teal, radius: 8, x: 0, y: 2)))?.inner
                == "box-shadow: 0px 2px 8px #30B0C7")
        #expect(ValuePreview.sample(.opacity(0.4))?.inner == "opacity: 0.4")
        #expect(ValuePreview.sample(.duration(250))?.inner == "animation-duration: 250ms")
        #expect(
            ValuePreview.sample(.palette(Palette(colors: [teal], gradientIndices: [0], gradientOpacities: [0.5])))
                == nil)
    }

    /// On a screen, a radial gradient's radii are points of the screen, not CSS pixels.
    @Test func aGradientOnAScreenIsScaledToIt() throws {
        let clear = ColorValue.rgba(try #require(RGBA(hex: "#00000000"))),
            black = ColorValue.rgba(try #require(RGBA(hex: "#000000")))
        let vignette = Gradient.radial(
            center: .center, startRadius: 120, endRadius: 520,
            stops: [
                GradientStop(color: clear, location: nil), GradientStop(color: .opacity(black, 0.25), location: nil),
            ])
        let screen = Screen.gradient(vignette)
        #expect(
            screen.layers
                == "radial-gradient(circle at 50% 50%, #00000000 calc(120 * var(--pt)), #00000040 calc(520 * " +
                    "var(--pt)))"
        )
        #expect(screen.checkered)
    }

    /// The seed's GradientBackground: the system background, the palette's gradient from top to
    /// bottom, and the vignette of each appearance over both.
    @Test func aPaletteIsAScreenBackgroundInLightAndDark() throws {
        let teal = ColorValue.rgba(try #require(RGBA(hex: "#30B0C7"))),
            black = ColorValue.rgba(try #require(RGBA(hex: "#000000")))
        let palette = Palette(colors: [teal, black], gradientIndices: [0, 1], gradientOpacities: [0.5, 0.25])
        let edge = { (alpha: Double) in
            Gradient.radial(
                center: .center, startRadius: 100, endRadius: 400,
                stops: [
                    GradientStop(color: .opacity(black, 0), location: nil),
                    GradientStop(color: .opacity(black, alpha), location: nil),
                ])
        }
        let vignette = AppearanceValues(light: TokenValue.gradient(edge(0.25)), dark: .gradient(edge(0.5)))
        let screens = Screen.palette(palette, vignette: vignette)
        #expect(screens.map(\.caption) == ["Light", "Dark"])
        #expect(screens.map(\.layers) == [
                "radial-gradient(circle at 50% 50%, #00000000 calc(100 * var(--pt)), #00000040 calc(400 * " +
                    "var(--pt))), linear-gradient(180deg, #30B0C780, #00000040), #FFFFFF",
                "radial-gradient(circle at 50% 50%, #00000000 calc(100 * var(--pt)), #00000080 calc(400 * " +
                    "var(--pt))), linear-gradient(180deg, #30B0C780, #00000040), #000000",
        ])
        let plain = Screen.palette(
            Palette(colors: [teal], gradientIndices: [0], gradientOpacities: [0.5]), vignette: nil)
        #expect(
            plain.map(\.layers) == [
                "linear-gradient(180deg, #30B0C780, #30B0C780), #FFFFFF",
                "linear-gradient(180deg, #30B0C780, #30B0C780), #000000",
            ])
        // A palette whose colours differ in dark is shown in each appearance on that appearance's screen only.
        let dark = Screen.palette(palette, in: [.dark], vignette: vignette)
        #expect(dark.map(\.caption) == [nil])
        #expect(dark.map(\.layers) == [screens[1].layers])
    }
}

import DSGenCore
import Testing
@testable import DSGenSite

/// Values drawn to scale, with styles made only from numbers and known names.
struct ValuePreviewTests {
    @Test func spacingIsABarOfItsLengthCappedForHugeValues() {
        #expect(ValuePreview.bar(.dimension(16)) == "width: 16px")
        #expect(ValuePreview.bar(.dimension(1000)) == "width: 320px")
        #expect(ValuePreview.bar(.dimension(0)) == nil)
        #expect(ValuePreview.bar(.opacity(0.5)) == nil)
    }

    @Test func aRadiusRoundsASampleCardAndRoundIsACapsule() {
        #expect(ValuePreview.radius(.radius(.points(12))) == "border-radius: 12px")
        #expect(ValuePreview.radius(.radius(.round)) == "border-radius: 999px")
    }

    @Test func aSpecimenIsSetInTheStyle() {
        let headline = Typography(textStyle: .headline)
        #expect(ValuePreview.specimen(.typography(headline)) == "font-size: 17px; font-weight: 600; font-family: var(--font)")
        let custom = Typography(textStyle: nil, size: 22, weight: .bold, family: .custom("Avenir\"; color: red"), modifiers: [.italic])
        #expect(ValuePreview.specimen(.typography(custom)) == "font-size: 22px; font-weight: 700; font-family: \"Avenir color red\", var(--font); font-style: italic")
    }
}

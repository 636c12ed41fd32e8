@testable import DSGenCore
@testable import DSGenLint
import Testing

extension DriftTests {
    /// A value defined again for another platform under `#if` is not drift: the spec is iOS's.
    @Test func anotherPlatformsBranchIsNotDrift() {
        let code = """
            enum DesignSystem {
                enum Spacing {
                    #if os(macOS)
                    static let md: CGFloat = 20
                    #else
                    static let md: CGFloat = 16
                    #endif
                }
            }
            """
        #expect(LintFixture.checkDrift(code).filter { $0.rule == .tokenDrift }.isEmpty)
    }
}

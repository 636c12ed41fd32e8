@testable import DSGenLint
@testable import DSGenSwift
import Testing

/// Code in a type's body that declares nothing makes swift-syntax's recovery quadratic: past
/// `MemberRecovery.limit` pieces in a row the source is not parsed, and valid code never gets there.
struct MemberRecoveryTests {
    private static func repeated(_ piece: String, _ separator: String = "\n") -> String {
        Array(repeating: piece, count: MemberRecovery.limit + 1).joined(separator: separator)
    }

    static let slow: [(String, String)] = [
        ("calls on their own lines", "struct A {\n" + repeated("foo(8)") + "\n}\n"),
        ("a chain after a stray parenthesis", "struct A: View {\n    ) " + repeated(".padding(8)", "") + "\n}\n"),
        ("calls after a declaration", "extension A {\n    let a = 1 " + repeated("= foo (8)", " ") + "\n}\n"),
        ("generic names", "enum A {\n" + repeated("foo<8>", ", ") + "\n}\n"),
        ("a type inside a function", "func f() {\n    struct B {\n" + repeated("x(1)") + "\n    }\n}\n"),
    ]

    static let valid: [(String, String)] = [
        ("an enum's cases with values", "enum A {\n    case " + repeated("a(Int)", ", ") + "\n}\n"),
        ("members that each start with a keyword", "struct A {\n" + repeated("static let a = Color(red: 1)") + "\n}\n"),
        ("attributes and modifiers", "class A {\n" + repeated(attributed) + "\n}\n"),
        ("a function's body", "struct A {\n    func f() {\n" + repeated("foo(8)") + "\n    }\n}\n"),
        ("a computed property's body", "struct A {\n    var body: some View {\n" + repeated("foo(8)") + "\n    }\n}\n"),
        ("a class method's body", "class A {\n    class func f() {\n" + repeated("foo(8)") + "\n    }\n}\n"),
        ("top-level code", repeated("foo(8)")),
        ("a closure after a type", "struct A {}\nlet b = run {\n" + repeated("foo(8)") + "\n}\n"),
        ("calls in strings and comments", quoted),
    ]

    private static let attributed = "@available(iOS 15, *) nonisolated(unsafe) func f<T>() {}"
    private static let quoted = "struct A {\n    let s = \"" + repeated("f(1)", " ") + "\"\n    // "
        + repeated("f(1)", " ") + "\n    /* " + repeated("f(1)") + " */\n    let t = \"\"\"\n" + repeated("f(1)")
        + "\n    \"\"\"\n}\n"

    @Test(arguments: slow)
    func aRunOfCallsInATypesBodyIsNotParsed(shape: String, code: String) {
        let line = code.hasPrefix("func") ? 3 : 2
        #expect(MemberRecovery.verdict(for: code) == .unreadable(line: line), "\(shape)")
        guard case .tooSlowToRecover(line) = WalkableTree(code) else {
            Issue.record("\(shape) was parsed")
            return
        }
    }

    @Test(arguments: valid)
    func validCodeIsParsed(shape: String, code: String) {
        #expect(MemberRecovery.verdict(for: code) == nil, "\(shape)")
    }

    /// A source is scanned only when it has more than `limit` openings (`(` or `<`), since each
    /// piece counted takes one: `limit` pieces in a row are below the line, one more is over it.
    @Test func theScanStartsPastLimitOpenings() {
        let pieces = { (count: Int) in
            "struct A {\n" + Array(repeating: "foo(8)", count: count).joined(separator: "\n") + "\n}\n"
        }
        #expect(MemberRecovery.verdict(for: pieces(MemberRecovery.limit)) == nil)
        #expect(MemberRecovery.verdict(for: pieces(MemberRecovery.limit + 1)) == .unreadable(line: 2))
    }

    @Test func aLongRunInsideBracketsIsParsedUnderTheDeadline() {
        // A table of values is valid and parses at once.
        let table = "struct A {\n    static let all = [\n" + Self.repeated("Item(1),") + "\n    ]\n}\n"
        #expect(MemberRecovery.verdict(for: table) == .suspect(line: 3))
        guard case .tree = WalkableTree(table) else {
            Issue.record("a table of values was given up")
            return
        }
        // The rest of a body after a parenthesis left open: past `runaway` it is not read.
        let open = "struct A {\n    let v = Text(\"a\").padding(8\n"
            + Array(repeating: ".padding(8)", count: MemberRecovery.runaway + 1).joined() + "\n}\n"
        #expect(MemberRecovery.verdict(for: open) == .unreadable(line: 2))
    }

    @Test func lintSaysWhereAndWhy() {
        let code = "struct Row: View {\n    var a = 1\n    ) " + Self.repeated(".padding(8)", "") + "\n}\n"
        let findings = LintFixture.lint(code).findings
        #expect(findings.map { "\($0.location.line):\($0.location.column) [\($0.rule)]" } == ["3:1 [swift_syntax]"])
        #expect(findings.first?.message.hasPrefix("a type's body holds more than 300 calls here") == true)
    }
}

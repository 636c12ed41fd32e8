import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax
import Synchronization

/// A limit on the time one source may take to parse. swift-syntax's parser looks ahead at an
/// opening bracket to tell an array type from an array literal, and with many brackets left open
/// (`.padding(DesignSystem.Sp[[[[…acing.md)`) that look-ahead doubles with each one: 24 took
/// 19 s. Such a source is parsed on a thread of its own and given up after `seconds`; a source
/// with its brackets about balanced, which real code always has, is parsed as usual.
public enum ParseBudget {
    /// How long a source with many open brackets may take to parse.
    public static let seconds = 2.0
    /// How many more opening than closing brackets of one kind make a source suspect.
    static let openBracketsAllowed = 8

    public enum Outcome {
        case parsed(SourceFileSyntax)
        /// Given up after `seconds`; `openBrackets` is how many more `[`, `(` or `{` than their
        /// closers the source has.
        case tooSlow(openBrackets: Int)
    }

    /// `seconds` is the budget (tests give a shorter one).
    public static func parse(_ text: String, seconds: Double = ParseBudget.seconds) -> Outcome {
        let open = openBrackets(in: text)
        guard open > openBracketsAllowed else { return .parsed(Parser.parse(source: text)) }
        let result = Mutex<SourceFileSyntax?>(nil)
        let done = DispatchSemaphore(value: 0)
        // A thread of its own, not one of the pool's: if the parse runs on past the budget, it
        // keeps only this thread busy until it ends or the process does.
        let thread = Thread {
            let tree = Parser.parse(source: text)
            result.withLock { $0 = tree }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        guard done.wait(timeout: .now() + seconds) == .success, let tree = result.withLock({ $0 }) else {
            return .tooSlow(openBrackets: open)
        }
        return .parsed(tree)
    }

    /// The largest excess of an opening bracket over its closer, counted byte by byte (brackets
    /// in strings and comments count too: this only decides whether the parse gets a deadline).
    static func openBrackets(in text: String) -> Int {
        var square = 0, round = 0, curly = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "["): square += 1
            case UInt8(ascii: "]"): square -= 1
            case UInt8(ascii: "("): round += 1
            case UInt8(ascii: ")"): round -= 1
            case UInt8(ascii: "{"): curly += 1
            case UInt8(ascii: "}"): curly -= 1
            default: break
            }
        }
        return max(square, round, curly)
    }
}

import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax
import Synchronization

/// A limit on what one source may cost to parse. swift-syntax's parser looks ahead at each `[`
/// to tell an array type from an array literal, and that look-ahead recurses into the next `[`:
/// with square brackets nested many deep (often left open: `.padding(DesignSystem.Sp[[[[…`) it
/// doubles with each one (24 took 19 s) and, thousands deep, overflows the stack. Parentheses and
/// braces have no such look-ahead, and swift-syntax's own nesting limit covers them.
///
/// So a source whose square brackets nest more than `parsedAsUsual` deep is parsed on a thread
/// of its own and given up after `seconds`, and one nesting more than `parsedAtAll` deep is not
/// parsed at all. Real code nests square brackets two or three deep. A parse given up cannot be
/// stopped and runs on to its end: `parsedAtAll` keeps that end near, so `serve` is not left with
/// parses that run for hours. It was 20, about a second a parse in a release build, until the
/// fuzzer found a page of two such examples that took over 10 s; 16 take a sixteenth of that.
///
/// A source that would make the parser recover slowly in a type's body (`MemberRecovery`) is not
/// parsed either, or, when it may be valid Swift, parsed under the same deadline.
public enum ParseBudget {
    /// How long a source with deeply nested square brackets may take to parse.
    public static let seconds = 2.0
    package static let parsedAsUsual = 8
    package static let parsedAtAll = 16

    public enum Outcome {
        case parsed(SourceFileSyntax)
        /// Given up: `depth` is how deep its square brackets nest.
        case tooSlow(depth: Int)
        /// Not parsed: a type's body holds more than `MemberRecovery.limit` call-shaped pieces
        /// that declare nothing, from `line` on.
        case tooSlowToRecover(line: Int)
    }

    /// `seconds` is the budget (tests give a shorter one).
    public static func parse(_ text: String, seconds: Double = ParseBudget.seconds) -> Outcome {
        let recovery = MemberRecovery.verdict(for: text)
        if case .unreadable(let line) = recovery { return .tooSlowToRecover(line: line) }
        let depth = squareBracketDepth(in: text)
        guard depth > parsedAsUsual || recovery != nil else { return .parsed(Parser.parse(source: text)) }
        guard depth <= parsedAtAll else { return .tooSlow(depth: depth) }
        let givenUp: Outcome = switch recovery {
        case .suspect(let line): .tooSlowToRecover(line: line)
        default: .tooSlow(depth: depth)
        }
        #if DSGEN_LIBFUZZER
        // Under libFuzzer the parse runs here, with no deadline: one given up would run on beside
        // the inputs after it and starve them, and the fuzzer's own timeout measures it whole.
        // A suspect run is given up at once instead: nested brackets are bounded in depth, and
        // so in time, but a suspect run only by `MemberRecovery.runaway`.
        if recovery != nil { return givenUp }
        return .parsed(Parser.parse(source: text))
        #else
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
            return givenUp
        }
        return .parsed(tree)
        #endif
    }

    /// How deep `[` nests, counted byte by byte (brackets in strings and comments count too:
    /// this only decides how the source is parsed).
    package static func squareBracketDepth(in text: String) -> Int {
        var depth = 0, deepest = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "[") {
                depth += 1
                deepest = max(deepest, depth)
            } else if byte == UInt8(ascii: "]") {
                depth = max(depth - 1, 0)
            }
        }
        return deepest
    }
}

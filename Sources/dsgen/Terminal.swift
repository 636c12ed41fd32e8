import DSGenSite
import Foundation

/// Standard error, where `build` writes progress, diagnostics and its summary.
struct Terminal: Sendable {
    static let standardError = Terminal()

    /// Progress lines only make sense to a person watching; logs get the summary alone.
    let isInteractive = isatty(STDERR_FILENO) == 1

    func write(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    func write(_ lines: [String]) {
        if !lines.isEmpty { write(lines.joined(separator: "\n")) }
    }

    /// `[3/5] Checking…` on one line that each step overwrites.
    @Sendable func showProgress(_ step: BuildStep) {
        guard isInteractive else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K[\(step.index)/\(step.count)] \(step.name)…".utf8))
    }

    func clearProgress() {
        guard isInteractive else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}

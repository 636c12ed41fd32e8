// The floor for `dsgen lint`: read and parse every Swift file below a folder with swift-syntax,
// across all cores as dsgen does, and nothing else. Prints the file count and the bytes parsed.
// With `--walk`, also walks each tree once with a visitor that does nothing: the least any
// syntax-tree linter pays.
import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax
import Synchronization

let walks = CommandLine.arguments.contains("--walk")
let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--walk" }
guard arguments.count == 1, let root = arguments.first else {
    FileHandle.standardError.write(Data("usage: dsgen-parse-floor [--walk] FOLDER\n".utf8))
    exit(2)
}

/// Visits every node and does nothing with it.
final class EmptyVisitor: SyntaxVisitor {}
let paths: [String] = {
    let enumerator = FileManager.default.enumerator(atPath: root)
    var found: [String] = []
    while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".swift") { found.append(root + "/" + path) }
    }
    return found
}()
let totals = Mutex<(files: Int, bytes: Int, errors: Int)>((0, 0, 0))
DispatchQueue.concurrentPerform(iterations: paths.count) { index in
    guard let data = FileManager.default.contents(atPath: paths[index]) else { return }
    let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
    if walks { EmptyVisitor(viewMode: .sourceAccurate).walk(tree) }
    let hasError = tree.hasError
    totals.withLock { $0 = ($0.files + 1, $0.bytes + data.count, $0.errors + (hasError ? 1 : 0)) }
}
let result = totals.withLock { $0 }
print("parsed \(result.files) files, \(result.bytes) bytes, \(result.errors) with syntax errors")

// The floor for `dsgen lint`: read and parse every Swift file below a folder with swift-syntax,
// across all cores as dsgen does, and nothing else. Prints the file count and the bytes parsed.
import Dispatch
import Foundation
import SwiftParser
import Synchronization

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: dsgen-parse-floor FOLDER\n".utf8))
    exit(2)
}
let root = CommandLine.arguments[1]
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
    let hasError = tree.hasError
    totals.withLock { $0 = ($0.files + 1, $0.bytes + data.count, $0.errors + (hasError ? 1 : 0)) }
}
let result = totals.withLock { $0 }
print("parsed \(result.files) files, \(result.bytes) bytes, \(result.errors) with syntax errors")

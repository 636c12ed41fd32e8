import DSGenFuzz
import Foundation

#if DSGEN_LIBFUZZER
// Built by `.ci/fuzz` with `--sanitize=fuzzer -Xswiftc -DDSGEN_LIBFUZZER`: libFuzzer provides
// `main` and calls this entry point with each input it makes. DSGEN_FUZZ_TARGET names the target.

private let target: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["DSGEN_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("error: set DSGEN_FUZZ_TARGET to one of: \(names)\n".utf8))
        exit(2)
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    target.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}
#else
/// Without libFuzzer, the same targets replay saved inputs: `dsgen-fuzz TARGET FILE…` runs each
/// file once, so that a crash input reproduces under a debugger or a plain build.
@main
enum FuzzReplay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
            FileHandle.standardError.write(Data("usage: dsgen-fuzz \(names) FILE…\n".utf8))
            exit(2)
        }
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path):1:1: error: cannot read this file\n".utf8))
                exit(1)
            }
            target.run(data)
            print("\(path): ran \(target.rawValue)")
        }
    }
}
#endif

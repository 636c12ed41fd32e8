import Foundation
import Testing

/// Every case of `BadInputCatalogue` ends with its exit status and its message, and none crashes.
struct BadInputCatalogueTests {
    @Test(arguments: BadInputCatalogue.cases)
    func endsWithItsStatusAndMessage(_ input: BadInputCatalogue.Case) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-bad-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        for (path, data) in input.files {
            let file = scratch.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        for (path, target) in input.links {
            let link = scratch.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: link.path, withDestinationPath: scratch.appendingPathComponent(target).path)
        }
        for path in input.fifos {
            let fifo = scratch.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: fifo.deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(mkfifo(fifo.path, 0o644) == 0)
        }
        let result = try DSGenProcess.run(input.arguments, in: scratch)
        let output = result.standardOutput + result.standardError
        #expect(result.status == input.status, "\(input.name): \(output.prefix(400))")
        #expect(output.contains(input.message), "\(input.name): \(output.prefix(400))")
        #expect(!output.contains("Fatal error") && !output.contains("Stack dump"))
    }

    @Test func theCatalogueHoldsAtLeastAHundredCases() {
        #expect(BadInputCatalogue.cases.count >= 100)
        #expect(Set(BadInputCatalogue.cases.map(\.name)).count == BadInputCatalogue.cases.count)
    }
}

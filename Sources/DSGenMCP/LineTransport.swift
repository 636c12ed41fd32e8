import DSGenCore
import Foundation
import Logging
import MCP

/// Standard input and output as the server's transport: one JSON-RPC message a line. Each line
/// is read in time linear in its length (`MessageLines`), up to 16 MB; what JSON-RPC calls
/// malformed is answered here with the code it names (`MessageCheck`); and when the input ends,
/// the messages stop only once every request read before the end has its answer.
public actor LineTransport: Transport {
    public nonisolated let logger = Logger(label: "dsgen.mcp")
    /// The longest message read; a longer one is answered with an error and skipped.
    public static let messageLimit = 16 << 20
    /// How long the end of the input waits for the answers still owed.
    static let answerWait: Duration = .seconds(60)

    private let input: Int32
    private let output: Int32
    private let messages: AsyncThrowingStream<Data, Swift.Error>
    private let continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation
    /// Requests handed on and not answered yet, by `MessageCheck.idKey`.
    private var unanswered: Set<String> = []
    private var reader: Task<Void, Never>?

    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    public func connect() async throws {
        let chunks = Self.chunks(of: input)
        reader = Task { await self.read(chunks) }
    }

    public func disconnect() async {
        reader?.cancel()
        continuation.finish()
    }

    public func send(_ data: Data) async throws {
        for key in MessageCheck.answered(data) { unanswered.remove(key) }
        try write(data)
    }

    public func receive() -> AsyncThrowingStream<Data, Swift.Error> { messages }

    private func read(_ chunks: AsyncStream<[UInt8]>) async {
        var lines = MessageLines(limit: Self.messageLimit)
        for await chunk in chunks {
            for event in lines.append(chunk) { handle(event) }
        }
        if let last = lines.finish() { handle(last) }
        // Every request read before the end is answered before the server is told of it.
        let deadline = ContinuousClock.now + Self.answerWait
        while !unanswered.isEmpty, ContinuousClock.now < deadline, !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(5))
        }
        continuation.finish()
    }

    private func handle(_ event: MessageLines.Event) {
        switch event {
        case .tooLong:
            try? write(Data(MessageCheck.tooLong(limit: Self.messageLimit).utf8))
        case .line(let bytes):
            switch MessageCheck.check(bytes) {
            case .ignore: break
            case .reject(let response): try? write(Data(response.utf8))
            case .forward(let requests):
                unanswered.formUnion(requests)
                continuation.yield(Data(bytes))
            }
        }
    }

    /// Writes one message and its line break with `write(2)`, whole, retrying what the pipe
    /// did not take.
    private func write(_ data: Data) throws {
        var bytes = [UInt8](data)
        bytes.append(UInt8(ascii: "\n"))
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(output, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
            }
            offset += written
        }
    }

    /// The bytes of `descriptor` as they arrive, read on a thread of their own (a blocking read
    /// must not hold one of the few threads Swift's tasks share), ending at the end of the input.
    static func chunks(of descriptor: Int32) -> AsyncStream<[UInt8]> {
        AsyncStream { continuation in
            let thread = Thread {
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                    if count < 0, errno == EINTR || errno == EAGAIN { continue }
                    guard count > 0 else { break }
                    continuation.yield(Array(buffer[..<count]))
                }
                continuation.finish()
            }
            thread.start()
        }
    }
}

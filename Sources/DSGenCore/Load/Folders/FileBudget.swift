import Foundation

/// The largest page or Swift file dsgen reads. Past it, a page is reported and left out, and a
/// Swift file is linted as far as the budget goes, rather than parsed whole: a 50 MB page took
/// 10 s and 1.9 GB to build, and a 50 MB Swift file 19 s and 5 GB to lint, stalling CI or
/// `dsgen serve` for one file. Real pages and sources are far smaller.
public enum FileBudget {
    public static let maximumBytes = 8 << 20

    /// The error for the file at `path`, `size` bytes long, past the budget; nil within it.
    public static func check(size: Int, at path: String, noun: String) -> Diagnostic? {
        guard size > maximumBytes else { return nil }
        let megabytes = (size + (1 << 20) - 1) >> 20
        return Diagnostic(
            .unreadableFile, at: .start(of: path),
            "this \(noun) is \(megabytes) MB; dsgen reads \(noun)s of up to \(maximumBytes >> 20) MB, " +
                "so it is left out: split it up"
        )
    }

    /// The bytes of the file at `path` when it is within the budget. Its size is looked at
    /// first, so a file of gigabytes is reported without being read into memory.
    public static func read(_ path: String, noun: String) -> Result<Data, Diagnostic> {
        let handle: FileHandle, size: Int
        switch openRegularFile(path) {
        case .success(let opened): (handle, size) = opened
        case .failure(let problem): return .failure(problem)
        }
        defer { try? handle.close() }
        if let tooLarge = check(size: size, at: path, noun: noun) { return .failure(tooLarge) }
        // A file that grew between the two looks is still held to the budget.
        // `read` gives nil, not empty data, at the end of the file.
        let data: Data
        do { data = try handle.read(upToCount: maximumBytes + 1) ?? Data() } catch { return .failure(cannotRead(path)) }
        if let tooLarge = check(size: data.count, at: path, noun: noun) { return .failure(tooLarge) }
        return .success(data)
    }

    /// At most the budget's first bytes of the file at `path`, and the file's whole size: a file
    /// past the budget is read as far as the budget goes and no further.
    public static func readPrefix(
        _ path: String, budget: Int = maximumBytes
    ) -> Result<(data: Data, size: Int), Diagnostic> {
        let handle: FileHandle, size: Int
        switch openRegularFile(path) {
        case .success(let opened): (handle, size) = opened
        case .failure(let problem): return .failure(problem)
        }
        defer { try? handle.close() }
        // `read` gives nil, not empty data, at the end of the file.
        let data: Data
        do { data = try handle.read(upToCount: budget + 1) ?? Data() } catch { return .failure(cannotRead(path)) }
        return .success((data.prefix(budget), max(size, data.count)))
    }

    /// The file at `path`, opened to read, and its size, when it is a regular file. It is opened
    /// without waiting and then looked at, so that a FIFO (which would block the open until a
    /// writer came) or a device is refused at once, even one put in a file's place after a listing.
    public static func openRegularFile(_ path: String) -> Result<(FileHandle, Int), Diagnostic> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(cannotRead(path)) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            close(descriptor)
            return .failure(cannotRead(path))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return .failure(Diagnostic(
                .unreadableFile, at: .start(of: path),
                "this is not a regular file (a FIFO, a socket or a device), so dsgen does not read it"
            ))
        }
        return .success((FileHandle(fileDescriptor: descriptor, closeOnDealloc: true), Int(info.st_size)))
    }

    static func cannotRead(_ path: String) -> Diagnostic {
        Diagnostic(.unreadableFile, at: .start(of: path), "cannot read this file")
    }
}

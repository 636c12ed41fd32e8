import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says of a path (links followed), with the modification time to the nanosecond
/// and the file's inode (an editor that saves by renaming a new file over the old one makes a
/// new inode): `serve`'s watcher compares it between looks, the file server makes ETags from
/// it, and a page cache reuses a page whose file it finds the same.
public struct FileStatus: Equatable, Sendable {
    public var isFolder: Bool
    public var size: Int
    public var seconds: Int
    public var nanoseconds: Int
    public var inode: UInt64

    public init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The status of a file that lives in memory, never on disk: `size` bytes, last changed at `date`.
    public init(size: Int, modifiedAt date: Date) {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        isFolder = false
        self.size = size
        self.seconds = Int(seconds)
        nanoseconds = min(Int((date.timeIntervalSince1970 - seconds) * 1_000_000_000), 999_999_999)
        inode = 0
    }

    /// What `fstat` says of an open file.
    public init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    /// What a `stat` call filled in.
    init(_ info: stat) {
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        size = Int(info.st_size)
        seconds = Int(time.tv_sec)
        nanoseconds = Int(time.tv_nsec)
        inode = UInt64(info.st_ino)
    }

    public var modificationDate: Date {
        Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1_000_000_000)
    }

    /// Whether `path` itself is a symbolic link.
    public static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }
}

/// A reference to another token, written `{group.name}` in the spec, with where it was written.
public struct TokenReference: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var location: SourceLocation

    public init(path: String, location: SourceLocation) {
        self.path = path
        self.location = location
    }

    public var description: String { "{\(path)}" }
}

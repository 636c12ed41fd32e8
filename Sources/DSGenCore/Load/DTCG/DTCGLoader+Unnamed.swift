import Foundation

/// Token files beside a resolver that it does not name. Such a file is usually another theme of
/// the same tokens, and is left out; but one that alone declares what the named files alias (a
/// file of font families the text styles refer to) is what the resolver forgot, and is read
/// with the sets, with a warning that names it.
extension DTCGLoader {
    /// A file read though its resolver does not name it, and the references that made it so.
    struct Adopted {
        var resolver: String
        var file: File
        var references: [String]
    }

    /// The unnamed files (by the resolver beside them) that declare a token the sets refer to
    /// and declare nowhere else.
    static func adopted(
        _ unnamed: [String: [File]], base: [DTCGResolver.Source], documents: [String: JSONDocument]
    ) -> [Adopted] {
        guard !unnamed.isEmpty else { return [] }
        var declared: Set<String> = [], referred: Set<String> = []
        for source in base {
            let document: JSONDocument?
            switch source {
            case .inline(let inline): document = inline
            case .file(let path, _): document = Self.document(path, in: documents)
            }
            guard let document else { continue }
            for entry in DTCGTree(document).entries {
                declared.insert(entry.dottedPath)
                references(in: entry.value, into: &referred)
            }
        }
        let missing = referred.subtracting(declared)
        guard !missing.isEmpty else { return [] }
        var adopted: [Adopted] = []
        for (resolver, files) in unnamed.sorted(by: { $0.key < $1.key }) {
            for file in files.sorted(by: { $0.path < $1.path }) {
                guard let document = documents[file.path] else { continue }
                let found = Set(DTCGTree(document).entries.map(\.dottedPath)).intersection(missing)
                guard !found.isEmpty else { continue }
                adopted.append(Adopted(resolver: resolver, file: file, references: found.sorted()))
            }
        }
        return adopted
    }

    /// The warning for a file read though its resolver does not name it.
    static func adoptionWarning(_ adopted: Adopted) -> Diagnostic {
        let shown = adopted.references.prefix(3).map { "'{\($0)}'" }.joined(separator: ", ")
            + (adopted.references.count > 3 ? " and \(adopted.references.count - 3) more" : "")
        return Diagnostic(
            .warning, .formatDeviation, at: .start(of: adopted.resolver),
            "this resolver does not name '\(adopted.file.displayPath)', but the files it names refer to " +
                "\(shown), which only that file declares; it is read with the sets " +
                "(name it in a set to say so)"
        )
    }

    /// Every `{group.token}` reference in a value, however deep (a typography's `fontFamily`).
    private static func references(in node: JSONNode, into found: inout Set<String>) {
        switch node.value {
        case .string(let text):
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                let inner = rest[rest.index(after: open)..<close]
                if !inner.isEmpty, !inner.contains(" ") { found.insert(String(inner)) }
                rest = rest[rest.index(after: close)...]
            }
        case .object(let members): for member in members { references(in: member.node, into: &found) }
        case .array(let items): for item in items { references(in: item, into: &found) }
        case .number, .bool, .null: break
        }
    }
}

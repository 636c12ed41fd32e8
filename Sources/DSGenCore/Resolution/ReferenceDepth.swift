/// How many references in a row each token's value passes through before it reaches plain
/// values, worked out with an explicit stack: a chain of thousands of aliases cannot overflow the
/// call stack here, and the answer does not depend on the order the tokens were written in.
enum ReferenceDepth {
    /// The depth of every token; a reference that leads back into a cycle, or to no token, counts
    /// as one step (the resolver reports those itself).
    static func depths(of tokens: [Token]) -> [String: Int] {
        let byPath = Dictionary(tokens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var depth: [String: Int] = [:]
        var visited: Set<String> = []
        for token in tokens where !visited.contains(token.path) {
            visited.insert(token.path)
            var stack: [(path: String, children: [String], next: Int)] = [(token.path, children(of: token), 0)]
            while var top = stack.popLast() {
                if top.next < top.children.count {
                    let child = top.children[top.next]
                    top.next += 1
                    stack.append(top)
                    if let childToken = byPath[child], visited.insert(child).inserted {
                        stack.append((child, children(of: childToken), 0))
                    }
                } else {
                    depth[top.path] = top.children.map { (depth[$0] ?? 0) + 1 }.max() ?? 0
                }
            }
        }
        return depth
    }

    private static func children(of token: Token) -> [String] {
        var seen: Set<String> = []
        return token.values.declared.flatMap(\.references).map(\.path).filter { seen.insert($0).inserted }
    }
}

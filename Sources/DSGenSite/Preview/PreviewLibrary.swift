
/// The views, view modifiers and `extension View` functions the site's examples declare, by name:
/// an example may use a view another example (on any page) declares, as an app's code does.
struct PreviewLibrary: Sendable {
    private var types: [String: PreviewDeclaration] = [:]
    private var functions: [String: PreviewDeclaration] = [:]
    /// What each example declares, hashed in order: two libraries of the same keys are the same.
    let keys: [Int]

    /// The declarations of `previews`, in order; the first of a name wins.
    init(_ previews: [ExamplePreview]) {
        keys = previews.map(\.declarationsKey)
        for declaration in previews.flatMap(\.declarations) {
            if declaration.kind == .function {
                if functions[declaration.name] == nil { functions[declaration.name] = declaration }
            } else if types[declaration.name] == nil {
                types[declaration.name] = declaration
            }
        }
    }

    /// A `View` or `ViewModifier` named `name`.
    func view(named name: String) -> PreviewDeclaration? { types[name] }

    /// A function of `extension View` named `name`.
    func function(named name: String) -> PreviewDeclaration? { functions[name] }
}

import ArgumentParser

/// `--templates DIR`, shared by `build` and `serve`: the folder whose files replace the built-in
/// theme's, file by file.
struct ThemeOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "A folder of template overrides: each file replaces the built-in theme's file of the same path " +
            "(layout.mustache, assets/style.css…).",
        valueName: "dir"
    ))
    var templates: String?

    func validate() throws {
        if templates?.isEmpty == true { throw ValidationError("--templates needs a folder, not an empty path") }
    }
}

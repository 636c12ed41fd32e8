import DSGenCore
import Foundation

/// `android/`: the tokens as Android resources. `values/colors.xml` holds every colour
/// (`#AARRGGBB`), `values-night/colors.xml` those whose dark value differs; `values/dimens.xml`
/// holds lengths and radii in `dp`, font sizes and type styles' sizes in `sp`, opacities and other
/// fractions as floats; `values/integers.xml` holds whole numbers, durations in milliseconds and
/// font weights. Android has no resource qualifier for high contrast, so high-contrast values are
/// left out, as are kinds a resource cannot hold (gradients, shadows, materials); a comment at the
/// top of each file says so. Names are the paths in snake case (`colors_status_met`).
public struct AndroidEmitter: Emitter {
    public static let folderName = "android"
    public var output: EmitterOutput { .folder(Self.folderName) }
    public var download: EmitterDownload {
        EmitterDownload(
            title: "Android resources", file: "values/colors.xml",
            detail: "colours (dark ones under values-night), dimensions in dp and sp, integers; copy the " +
                "android folder's values folders into res"
        )
    }

    public init() {}

    public func emit(_ system: DesignSystem) -> [String: Data] {
        var colors: [String] = [], night: [String] = [], dimens: [String] = [], integers: [String] = []
        var leftOut = 0, highContrast = 0
        for token in system.tokens {
            let name = PlatformName.snake(token.path)
            let note = Self.deprecation(of: token, in: system)
            let values = token.values
            if values.declaresHighContrast { highContrast += 1 }
            switch values.light {
            case .color:
                guard let light = Self.color(values[.light]) else { leftOut += 1; continue }
                colors += note + ["    <color name=\"\(name)\">\(light)</color>"]
                if let dark = Self.color(values[.dark]), dark != light {
                    night += note + ["    <color name=\"\(name)\">\(dark)</color>"]
                }
            case .dimension(let points):
                let unit = token.token.uses.contains(.text) ? "sp" : "dp"
                dimens += note + ["    <dimen name=\"\(name)\">\(points.formatted)\(unit)</dimen>"]
            case .radius(.points(let points)):
                dimens += note + ["    <dimen name=\"\(name)\">\(points.formatted)dp</dimen>"]
            case .typography(let type):
                dimens += note + ["    <dimen name=\"\(name)\">\(type.size.formatted)sp</dimen>"]
            case .opacity(let fraction):
                dimens += note + [Self.float(name, fraction)]
            case .number(let number) where number == number.rounded():
                integers += note + ["    <integer name=\"\(name)\">\(Int(number))</integer>"]
            case .number(let number):
                dimens += note + [Self.float(name, number)]
            case .duration(let milliseconds):
                integers += note + ["    <integer name=\"\(name)\">\(Int(milliseconds.rounded()))</integer>"]
            case .fontWeight(let weight):
                integers += note + ["    <integer name=\"\(name)\">\(weight.numericValue)</integer>"]
            // Every kind is named, so that a new one does not compile until it decides.
            case .alias, .radius(.round), .fontFamily, .material, .gradient, .palette, .shadow, .cubicBezier,
                 .transition, .strokeStyle, .border:
                leftOut += 1
            }
        }
        let header = Self.header(leftOut: leftOut, highContrast: highContrast)
        var files: [String: Data] = [:]
        for (path, lines) in [
            ("values/colors.xml", colors), ("values-night/colors.xml", night),
            ("values/dimens.xml", dimens), ("values/integers.xml", integers),
        ] where !lines.isEmpty {
            files[path] = Data(("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + header + "<resources>\n" +
                lines.joined(separator: "\n") + "\n</resources>\n").utf8)
        }
        return files
    }

    /// A fraction or a number with a fraction: a float among the dimensions.
    static func float(_ name: String, _ value: Double) -> String {
        "    <item name=\"\(name)\" format=\"float\" type=\"dimen\">\(value.formatted)</item>"
    }

    /// `#AARRGGBB`, Android's order; nil for a colour with no value of its own.
    static func color(_ value: TokenValue) -> String? {
        guard case .color(let color) = value, let rgba = color.rgba else { return nil }
        return "#" + rgba.argbHex
    }

    /// A comment before a deprecated token's resource, naming its replacement.
    static func deprecation(of token: ResolvedToken, in system: DesignSystem) -> [String] {
        guard let deprecation = token.token.deprecation else { return [] }
        let replacement = deprecation.replacement.map { " Use @\(kind(of: $0.path, in: system))/" +
            PlatformName.snake($0.path) + " instead." } ?? ""
        return ["    <!-- Deprecated.\(replacement) -->"]
    }

    private static func kind(of path: String, in system: DesignSystem) -> String {
        switch system.token(path)?.values.light {
        case .color: "color"
        case .number, .duration, .fontWeight: "integer"
        case nil, .alias, .dimension, .radius, .typography, .opacity, .fontFamily, .material, .gradient, .palette,
             .shadow, .cubicBezier, .transition, .strokeStyle, .border: "dimen"
        }
    }

    private static func header(leftOut: Int, highContrast: Int) -> String {
        var lines = ["<!-- The design system's tokens as Android resources, written by dsgen."]
        if highContrast > 0 {
            lines.append("     Android has no resource qualifier for high contrast: the high-contrast values of " +
                "\(highContrast) token\(highContrast == 1 ? "" : "s") are left out.")
        }
        if leftOut > 0 {
            lines.append("     \(leftOut) token\(leftOut == 1 ? "" : "s") of kinds a resource cannot hold " +
                "(gradients, shadows, materials, font families) are left out.")
        }
        return lines.joined(separator: "\n") + " -->\n"
    }
}

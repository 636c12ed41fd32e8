# dsgen built from a release's tag: `brew install --formula Formula/dsgen.rb`, or from a tap that
# holds this file (scripts/release.sh writes it with the release's tag). Building compiles
# swift-syntax, which takes minutes; the release's prebuilt binary is the quick way in.
class Dsgen < Formula
  desc "Style guide generator and token linter for SwiftUI design systems"
  homepage "https://github.com/dsgen/dsgen"
  url "https://github.com/dsgen/dsgen.git", tag: "v0.1.0"
  head "https://github.com/dsgen/dsgen.git", branch: "main"

  depends_on "cmark-gfm"
  uses_from_macos "swift" => :build

  on_linux do
    depends_on "jemalloc"
  end

  def install
    %w[dsgen dsgen-mcp].each do |product|
      system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", product
    end
    bin.install ".build/release/dsgen", ".build/release/dsgen-mcp"
  end

  test do
    (testpath/"Content/spacing.md").write <<~MARKDOWN
      # Spacing

      ```tokens spacing kind=dimension swift=Theme.Spacing
      md  16pt
      ```
    MARKDOWN
    (testpath/"App/Row.swift").write "let row = Text(\"Row\").padding(16)\n"
    assert_match "use Theme.Spacing.md [hardcoded_spacing]", shell_output("#{bin}/dsgen lint App", 1)
    system bin/"dsgen", "build"
    assert_path_exists testpath/"site/index.html"
  end
end

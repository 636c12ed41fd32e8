# Runs Formula/dsgen.rb's test block against a dsgen built here, with the few parts of Homebrew's
# formula language the formula uses standing in (what is declared is kept, not acted on).
#
#   ruby Tests/Formula/check.rb DSGEN_FOLDER
require "pathname"
require "tmpdir"
require "open3"

# Homebrew's Pathname#write makes the folders it needs and never overwrites.
class Pathname
  def write(content)
    raise "will not overwrite #{self}" if exist?

    dirname.mkpath
    File.write(to_s, content)
  end
end

class Formula
  class << self
    attr_reader :declared, :test_block

    def method_missing(name, *arguments, **options)
      (@declared ||= {})[name] = [arguments, options]
    end

    def respond_to_missing?(*) = true
    def on_linux = yield
    def test(&block) = @test_block = block
  end

  attr_reader :bin, :testpath

  def initialize(bin, testpath)
    @bin = Pathname(bin)
    @testpath = Pathname(testpath)
  end

  def shell_output(command, status = 0)
    output, result = Open3.capture2e(command, chdir: testpath.to_s)
    raise "#{command} exited with #{result.exitstatus}, not #{status}:\n#{output}" unless result.exitstatus == status
    output
  end

  def system(*command)
    Kernel.system(*command.map(&:to_s), chdir: testpath.to_s) || raise("#{command.join(" ")} failed")
  end

  def assert_match(expected, text)
    raise "expected #{expected.inspect} in:\n#{text}" unless text.include?(expected)
  end

  def assert_path_exists(path)
    raise "#{path} does not exist" unless File.exist?(path)
  end
end

load File.expand_path("../../Formula/dsgen.rb", __dir__)
url, options = Dsgen.declared.fetch(:url)
raise "the formula builds from no tag" unless options[:tag]&.start_with?("v") && url.first.end_with?(".git")
Dir.mktmpdir do |folder|
  Dsgen.new(File.expand_path(ARGV.fetch(0)), folder).instance_eval(&Dsgen.test_block)
end
puts "Formula/dsgen.rb: builds from tag #{options[:tag]}; its test block passes against #{ARGV[0]}"

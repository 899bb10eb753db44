import ArgumentParser
@_spi(Internals) import WayfinderTooling

/// `--storyboard FILE [--storyboard-width compact|regular]`: a picture of every step, in one
/// HTML file.
struct StoryboardOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Also write a storyboard: one self-contained HTML file with a picture of every step.",
      valueName: "file.html"))
  var storyboard: String?

  @Option(help: "The storyboard's size class: compact (an iPhone) or regular (an iPad's split view).")
  var storyboardWidth: Storyboard.Width = .compact

  func validate() throws {
    if storyboard?.isEmpty == true {
      throw ValidationError("--storyboard needs the path of the file to write")
    }
  }

  /// Writes the storyboard `make` draws at the chosen width, if one was asked for; a path that
  /// cannot be written ends the command with exit status 2.
  func write(_ make: (Storyboard.Width) -> Storyboard) throws {
    guard let path = storyboard else { return }
    do throws(StoryboardError) {
      try make(storyboardWidth).write(to: path)
    } catch {
      throw Failure(error.description, status: 2)
    }
  }
}

extension Storyboard.Width: ExpressibleByArgument {}

/// Why an image or a sound in the assets folder is not used: always names the file and the
/// problem, like ``DataFileError`` for the data files (both are a ``FileError``).
///
/// The folder is input like the data files (`--assets-dir`, `PICKERS_ASSETS_DIR`, or a file
/// replaced in the installed folder), so every way a file can be refused has a case here:
/// the file's own (missing, not a regular file, too large: `FileBytes`'s rules), an image
/// beyond ``ImageLimits``, one that decodes only in part, an SVG beyond ``SVGScan``'s
/// bounds, an image whose decoding outlasts its time budget, and a sound whose header does
/// not match its file (``WAVHeader``).
public struct AssetError: FileError, Equatable, Sendable {
  /// What was wrong with the file.
  public enum Problem: Error, Equatable, Sendable {
    /// A problem of the file itself, as `FileBytes` reports it for a data file (missing,
    /// not a regular file, too large, unreadable, empty).
    case file(DataFileError.Problem)
    /// No image of the name (`file`), as SVG or PNG, is in `folder`.
    case missingImage(folder: String)
    /// A row's image name (`file`, whole) that is no file name in the folder: empty, `.`,
    /// `..`, or holding a `/`, which would reach outside the folder.
    case notAFileName
    /// An image that would decode to more pixels than ``ImageLimits`` allows.
    case tooManyPixels(width: Int, height: Int)
    /// An image whose decoder gave up ("Premature end of file").
    case undecodable(String)
    /// An image whose decoder stopped early without saying so: only `rows` of its `height`
    /// rows were decoded.
    case incomplete(rows: Int, height: Int)
    /// An image that decoded to another size than it announced.
    case wrongSize(announced: String, decoded: String)
    /// An interlaced PNG (``PNGHeader``).
    case interlaced
    /// A PNG with more text or colour-profile chunks than ``PNGHeader`` allows.
    case tooManyTextChunks(limit: Int)
    /// An SVG beyond one of ``SVGScan``'s bounds.
    case tooComplex(SVGScan.Refusal)
    /// An image still decoding when its time budget of `seconds` ran out: it is shown by
    /// its row's name, and its late result is thrown away.
    case tooSlow(seconds: Double)
    /// A sound that is not a RIFF/WAVE file.
    case notWAV
    /// A WAV sound in another format than PCM or floating point (the header's format tag).
    case unsupportedSound(format: Int)
    /// A sound whose header gives sizes its file does not have.
    case lyingHeader(claimed: Int, actual: Int)
  }

  /// The path of the file, as it was given.
  public var file: String
  /// What was wrong.
  public var problem: Problem

  /// An error about `file`.
  public init(file: String, problem: Problem) {
    self.file = file
    self.problem = problem
  }

  /// The kind of problem, in English and plural ("missing images"): a log tells a few of a
  /// kind in full and counts the rest (``ProblemDigest``).
  public var kind: String {
    switch problem {
    case .file: "unreadable files"
    case .missingImage: "missing images"
    case .notAFileName: "row names that name no image file"
    case .tooManyPixels: "images too large"
    case .undecodable: "unreadable images"
    case .incomplete: "incomplete images"
    case .wrongSize: "damaged images"
    case .interlaced: "interlaced PNGs"
    case .tooManyTextChunks: "PNGs with too many text chunks"
    case .tooComplex: "SVGs too complex to draw"
    case .tooSlow: "images too slow to draw"
    case .notWAV: "sounds that are not WAV"
    case .unsupportedSound: "WAV sounds of another format than PCM"
    case .lyingHeader: "damaged WAV sounds"
    }
  }

  /// One line for a person, worded by `translator`.
  public func message(_ translator: Translator) -> String {
    var values = ["file": fileName]
    let template: String
    switch problem {
    case .file(let problem):
      return DataFileError(file: file, problem: problem).message(translator)
    case .missingImage(let folder):
      values["folder"] = folder
      template = translatable("{file}.svg or {file}.png is missing in {folder}")
    case .notAFileName:
      values["name"] = file
      template = translatable("“{name}” cannot name an image: a name is one file name, without “/”")
    case .tooManyPixels(let width, let height):
      values["width"] = String(width)
      values["height"] = String(height)
      values["side"] = String(ImageLimits.maximumSide)
      values["pixels"] = String(ImageLimits.maximumPixels)
      template = translatable(
        "{file} is {width} × {height} pixels; images may be at most {side} pixels a side and {pixels} pixels in all"
      )
    case .undecodable(let reason):
      values["reason"] = translator.tr(reason)
      template = translatable("{file} cannot be read: {reason}")
    case .incomplete(let rows, let height):
      values["rows"] = String(rows)
      values["height"] = String(height)
      template = translatable(
        "{file} is incomplete: only {rows} of its {height} rows could be read")
    case .wrongSize(let announced, let decoded):
      values["announced"] = announced
      values["decoded"] = decoded
      template = translatable(
        "{file} is damaged: it announced {announced} pixels but gave {decoded}")
    case .interlaced:
      template = translatable(
        "{file} is an interlaced PNG; row images must not be interlaced (their rows cannot be checked)"
      )
    case .tooManyTextChunks(let limit):
      values["limit"] = String(limit)
      template = translatable(
        "{file} has more than {limit} text chunks, or more than 2 compressed ones")
    case .tooComplex(let refusal):
      values["reason"] = refusal.message(translator)
      template = translatable("{file} is too complex to draw: {reason}")
    case .tooSlow(let seconds):
      // A whole number of seconds without a fraction ("2"), as a budget is written.
      values["seconds"] = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
      template = translatable("{file} took longer than {seconds} s to draw")
    case .notWAV:
      template = translatable("{file} is not a WAV sound")
    case .unsupportedSound(let format):
      values["format"] = String(format)
      template = translatable(
        "{file} is a WAV sound of format {format}; only PCM sounds are played")
    case .lyingHeader(let claimed, let actual):
      values["claimed"] = String(claimed)
      values["actual"] = String(actual)
      template = translatable(
        "{file} is damaged: its header gives {claimed} bytes, the file holds {actual}")
    }
    return translator.tr(template, values)
  }
}

/// An error about one file that a person reads: it names the file, by its last path
/// component, and says what was wrong with it in the person's language.
///
/// ``DataFileError`` (a data file) and ``AssetError`` (an image or a sound) conform: each
/// keeps its own `Problem` cases and wording, and shares how the file is named and how the
/// English line is made.
public protocol FileError: Error, CustomStringConvertible {
  /// The path of the file, as it was given.
  var file: String { get }

  /// One line for a person, worded by `translator`.
  func message(_ translator: Translator) -> String
}

extension FileError {
  /// The file's last path component ("cherry.png"), as a person reads it.
  public var fileName: String {
    FileName.display(file.split(separator: "/").last.map(String.init) ?? file)
  }

  /// One line for a person, in English.
  public var description: String { message(.english) }
}

import Foundation
import PickerKit
import PickersModels

/// The repository's `data/` folder, found from this file's path.
let repositoryData: DataFiles = {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  return DataFiles(directory: root.appendingPathComponent("data").path)
}()

/// The shipped state dictionary, loaded once for all tests.
let shippedStateZips: StateZips = {
  do { return try repositoryData.stateZips() } catch { preconditionFailure("\(error)") }
}()

/// A fresh temporary folder with the given files, for bad-input tests.
func temporaryData(_ files: [String: String]) throws -> DataFiles {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("pickerkit-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  for (name, text) in files {
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
  }
  return DataFiles(directory: folder.path)
}

/// Writes raw bytes to a file (for files that are not valid UTF-8).
func writeBytes(_ bytes: [UInt8], to path: String) throws {
  try Data(bytes).write(to: URL(fileURLWithPath: path))
}

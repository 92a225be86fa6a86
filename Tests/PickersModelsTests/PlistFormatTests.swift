import Foundation
import PickerKit
import PickerTestSupport
import PickersModels
import Testing

/// The state dictionary in each format a data file may come in, through the app's own path
/// (`DataFiles`, `PlistNode.read`): each gives the 51 states the XML file gives.
@Suite("Property-list formats")
struct PlistFormatTests {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("fixtures/plist-formats")

  private func expectTheShippedStates(_ data: DataFiles) throws {
    let zips = try data.stateZips()
    #expect(zips.states.count == 51)
    #expect(zips.totalCount == 41_749)
    #expect(zips == shippedStateZips)
    let root = try data.propertyList(DataFiles.Name.stateZips)
    #expect(root.value == (try repositoryData.propertyList(DataFiles.Name.stateZips)).value)
  }

  /// Written by Python's plistlib (Tests/fixtures/plist-formats/README.md).
  @Test func binary() throws {
    let data = DataFiles(directory: Self.fixtures.appendingPathComponent("binary").path)
    let bytes = try FileBytes.contents(of: data.path(DataFiles.Name.stateZips))
    #expect(bytes.starts(with: Array("bplist00".utf8)))
    try expectTheShippedStates(data)
  }

  /// Written from the XML file by Foundation's encoders, its declaration saying UTF-16.
  @Test(
    "UTF-16",
    arguments: [
      (String.Encoding.utf16LittleEndian, [UInt8]([0xFF, 0xFE])), (.utf16BigEndian, [0xFE, 0xFF]),
      (.utf16LittleEndian, []), (.utf16BigEndian, []),
    ])
  func utf16(encoding: String.Encoding, mark: [UInt8]) throws {
    let xml = try String(
      contentsOfFile: repositoryData.path(DataFiles.Name.stateZips), encoding: .utf8)
    let text = xml.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
    let encoded = try #require(text.data(using: encoding))
    let data = try temporaryData([:])
    try writeBytes(mark + Array(encoded), to: data.path(DataFiles.Name.stateZips))
    try expectTheShippedStates(data)
  }

  @Test func aBinaryFilesProblemIsToldByByte() throws {
    let data = try temporaryData([:])
    let path = data.path(DataFiles.Name.characters)
    try writeBytes(BinaryPlist([BinaryPlist.array([0])]).bytes, to: path)
    let problem = DataFileError.Problem.malformedBinary(
      offset: 8, reason: Message("an array or dictionary that contains itself"))
    #expect(throws: DataFileError(file: path, problem: problem)) { try data.characters() }
    #expect(
      DataFileError(file: path, problem: problem).description
        == "characters.plist is malformed (byte 8: an array or dictionary that contains itself)")
    // A limit of the XML reader is one of a binary file's problems too.
    let deep = BinaryPlist((0...64).map { $0 < 64 ? BinaryPlist.array([$0 + 1]) : [0xA0] })
    try writeBytes(deep.bytes, to: path)
    #expect(
      throws: DataFileError(
        file: path,
        problem: .malformedBinary(
          offset: 8 + 2 * 64, reason: Message("nested more than {limit} levels", ["limit": "64"])))
    ) { try data.characters() }
  }
}

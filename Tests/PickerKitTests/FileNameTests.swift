import PickerKit
import Testing

@Suite("File names")
struct FileNameTests {
  @Test(
    "any bytes come back as they went",
    arguments: [
      Array("/tmp/plain".utf8), Array("/tmp/été/数据".utf8), [0x2F, 0x78, 0xFF, 0x2F, 0x64],
      [0xC3], [0xC3, 0x28], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xC0, 0xAF], [0x80, 0xBF, 0xFE, 0xFF], Array("a\u{10FFFF}".utf8.dropLast()),
      Array("/\u{10FF80}/\u{10FFFF}".utf8),
    ] as [[UInt8]])
  func roundTrip(bytes: [UInt8]) {
    let name = FileName.decode(bytes)
    #expect(FileName.bytes(name) == bytes)
    FileName.withCString(name) { text in
      #expect((0..<bytes.count).map { UInt8(bitPattern: text[$0]) } == bytes)
      #expect(text[bytes.count] == 0)
    }
  }

  @Test func validUTF8IsTheSameString() {
    #expect(FileName.decode(Array("/home/ann/文件".utf8)) == "/home/ann/文件")
  }

  @Test func aByteThatIsNotUTF8IsShownAsAReplacementCharacter() {
    let name = FileName.decode([0x2F, 0x78, 0x2D, 0xFF, 0x2F, 0x64] as [UInt8])
    #expect(name != "/x-\u{FFFD}/d")
    #expect(FileName.display(name) == "/x-\u{FFFD}/d")
  }
}

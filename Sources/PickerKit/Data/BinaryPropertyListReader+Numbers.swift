// A binary property list's numbers: integers of 1, 2, 4 or 8 bytes, reals of 4 or 8.

extension BinaryPropertyListReader {
  func integer(_ marker: UInt8, at start: Int) throws(PropertyListSyntaxError) -> Int {
    let power = Int(marker & 0x0F)
    guard power <= 3 else {
      throw fail(
        Message(
          "an integer of {size} bytes; integers are of 1, 2, 4 or 8",
          ["size": String(1 << power)]), at: start)
    }
    guard let raw = unsigned(at: start + 1, size: 1 << power) else {
      throw runsPast(start)
    }
    // 1, 2 and 4 bytes are unsigned; 8 are signed, as CoreFoundation and plistlib write.
    return power == 3 ? Int(Int64(bitPattern: raw)) : Int(raw)
  }

  func real(_ marker: UInt8, at start: Int) throws(PropertyListSyntaxError) -> Double {
    let power = Int(marker & 0x0F)
    guard power == 2 || power == 3 else {
      throw fail(
        Message("a real of {size} bytes; reals are of 4 or 8", ["size": String(1 << power)]),
        at: start)
    }
    guard let raw = unsigned(at: start + 1, size: 1 << power) else {
      throw runsPast(start)
    }
    return power == 3
      ? Double(bitPattern: raw) : Double(Float(bitPattern: UInt32(truncatingIfNeeded: raw)))
  }
}

extension PropertyListReader {
  /// What skipping markup refused; reading stops there (`refusal`).
  enum Refusal {
    /// `<!ENTITY`: nothing declared is expanded, and a document that declares an entity
    /// means to use it.
    case entity
    /// A `<!DOCTYPE` that the file ends inside.
    case unterminatedDoctype
  }

  /// Skips white space, `<?…?>`, `<!--…-->` and `<!DOCTYPE …>`, the whole of it; an
  /// entity's declaration is refused, as nothing from a DOCTYPE is ever expanded. A refusal
  /// is kept in `refusal`, and reading goes to the end: this runs between every two
  /// elements, so it neither throws nor builds an error (`refusalError` does, once).
  mutating func skipMisc() {
    while index < bytes.count {
      let byte = bytes[index]
      if Self.isSpace(byte) {
        index += 1
      } else if byte == UInt8(ascii: "<"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "?") || bytes[index + 1] == UInt8(ascii: "!")
      {
        if bytes[index...].starts(with: "<!--".utf8) {
          skip(past: "-->")
        } else if bytes[index...].starts(with: "<!DOCTYPE".utf8) {
          skipDoctype()
        } else if bytes[index...].starts(with: "<!ENTITY".utf8) {
          refuse(.entity, at: index)
        } else {
          skip(past: ">")
        }
      } else {
        return
      }
    }
  }

  /// Skips a `<!DOCTYPE …>` whole: its quoted literals and its internal subset `[…]`, with
  /// the declarations, comments and processing instructions in it, whatever `>` they hold.
  /// (Skipping to the first `>` made `<!DOCTYPE plist [<!ELEMENT x ANY>]>` malformed.)
  private mutating func skipDoctype() {
    let start = index
    index += "<!DOCTYPE".utf8.count
    var inSubset = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        index += 1
        while index < bytes.count, bytes[index] != byte { index += 1 }
        if index < bytes.count { index += 1 }
      } else if inSubset, bytes[index...].starts(with: "<!--".utf8) {
        skip(past: "-->")
      } else if inSubset, bytes[index...].starts(with: "<?".utf8) {
        skip(past: "?>")
      } else if inSubset, bytes[index...].starts(with: "<!ENTITY".utf8) {
        return refuse(.entity, at: index)
      } else if byte == UInt8(ascii: ">"), !inSubset {
        index += 1
        return
      } else {
        if byte == UInt8(ascii: "[") { inSubset = true }
        if byte == UInt8(ascii: "]") { inSubset = false }
        index += 1
      }
    }
    refuse(.unterminatedDoctype, at: start)
  }

  /// Keeps the first refusal, at `at`, and ends the reading.
  private mutating func refuse(_ what: Refusal, at: Int) {
    if refusal == nil { refusal = (what, at) }
    index = bytes.count
  }

  /// The refusal as the document's error, at its line, or nil.
  mutating func refusalError() -> PropertyListSyntaxError? {
    guard let (what, at) = refusal else { return nil }
    index = at
    switch what {
    case .entity: return fail(Message("a DOCTYPE declaring entities"))
    case .unterminatedDoctype: return fail(Message("unterminated <!DOCTYPE>"))
    }
  }

  private mutating func skip(past terminator: String) {
    let end = Array(terminator.utf8)
    while index < bytes.count {
      if bytes[index...].starts(with: end) {
        index += end.count
        return
      }
      index += 1
    }
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }
}

/// Swift strings handed to C.
///
/// Design note. Swift lets a `String` value stand where C takes a `const char *`, but that
/// conversion copies the text into a new array each time (`String.utf8CString`: an
/// allocation, then a second one to append the NUL), through standard-library code in two
/// 64 KiB stretches of libswiftCore's text that nothing else at start-up reads: 104 KiB
/// resident for the copies (docs/MEMORY.md). `String.withCString` lends the string's own
/// bytes, which are NUL-terminated for literals, native strings and small strings alike,
/// so code that start-up runs passes strings that way; a string literal written in the call
/// itself is passed as it is, with no copy. For a `String?`, ``withOptionalCString(_:_:)``.

/// Runs `body` with `text` as a NUL-terminated C string, or with nil when `text` is nil.
public func withOptionalCString<Result>(
  _ text: String?, _ body: (UnsafePointer<CChar>?) -> Result
) -> Result {
  guard let text else { return body(nil) }
  return text.withCString { body($0) }
}

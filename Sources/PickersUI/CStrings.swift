// Swift strings handed to C.
//
// Design note: why start-up code passes strings through `withCString`. Swift lets a
// `String` value stand where C takes a `const char *`, but that conversion copies the text
// into a new array each time (`String.utf8CString`: an exact-size copy, then a second
// allocation to append the NUL), through standard-library code in two 64 KiB windows of
// libswiftCore's text that nothing else at start-up reads (docs/MEMORY.md, "Below 1.07").
// Start-up made 1,056 such copies, 817 of them for the wheels' rows. `String.withCString`
// lends the string's own bytes, which are NUL-terminated for literals, native strings and
// small strings alike; a string literal written in the call itself is passed as it is,
// with no copy. For a `String?`, `withOptionalCString(_:_:)`.

/// Runs `body` with `text` as a NUL-terminated C string, or with nil when `text` is nil.
package func withOptionalCString<Result>(
  _ text: String?, _ body: (UnsafePointer<CChar>?) -> Result
) -> Result {
  guard let text else { return body(nil) }
  return text.withCString { body($0) }
}

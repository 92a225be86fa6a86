/// A page model whose Select button answers with an alert, as the book's `buttonPressed:`
/// actions do.
public protocol SelectButtonModel: AnyObject {
  /// What the Select button shows, from the wheels' current rows.
  func buttonPressed() -> Alert
}

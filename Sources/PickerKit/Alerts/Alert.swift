/// The contents of an alert (UIKit's `UIAlertController`): what a button press returns.
public struct Alert: Equatable, Sendable, CustomStringConvertible {
  /// The bold first line.
  public var title: String
  /// The body text.
  public var message: String
  /// The text of the one button that dismisses it.
  public var buttonText: String

  /// Creates an alert.
  public init(title: String, message: String, buttonText: String) {
    self.title = title
    self.message = message
    self.buttonText = buttonText
  }

  /// "title / message / button", for test failures and logs.
  public var description: String { "\(title) / \(message) / \(buttonText)" }
}

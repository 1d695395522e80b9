import TableKit

/// A centred gray line of text under a table, as the "200 Contacts" count that ends the iOS
/// contacts list.
@MainActor
public enum FooterLabel {
  /// A label `height` points tall showing `text` centred in the secondary label color.
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The label's width (the table sets it to its own).
  ///   - height: The label's height, which becomes the table footer's.
  ///   - fontSize: The point size.
  public static func make(
    _ text: String, width: CGFloat, height: CGFloat = 44, fontSize: CGFloat = 17
  )
    -> Label
  {
    let label = Label(frame: CGRect(x: 0, y: 0, width: width, height: height))
    label.text = text
    label.textAlignment = .center
    label.textColor = .secondaryLabel
    label.font = .systemFont(ofSize: fontSize)
    return label
  }
}

import TableKit

/// A form row holding a text field from margin to margin, as the title row of iOS's
/// "New Reminder" sheet.
@MainActor
public final class TaskTitleCell: TableViewCell {
  /// The field, which its form keeps (and makes first responder).
  public private(set) var field: TextField?

  /// Puts `field` in the row, pinned to the content view's margins.
  public func hold(_ field: TextField) {
    guard self.field !== field else { return }
    self.field?.removeFromSuperview()
    self.field = field
    selectionStyle = .none
    field.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(field)
    let margins = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      field.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      field.heightAnchor.constraint(equalToConstant: 36),
      contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
    ])
  }
}

/// A form row holding a text view that grows with its text (scrolling off, so that its
/// intrinsic height is its text's), with a gray placeholder while it is empty, as a notes row
/// in iOS apps: the growing-cell idiom of UIKit.
@MainActor
public final class TaskNoteCell: TableViewCell {
  /// The text view, which its form keeps.
  public private(set) var textView: TextView?
  /// The gray text shown while the note is empty.
  public let placeholderLabel = Label()

  /// Puts `textView` in the row, pinned to the margins, with `placeholder` over it.
  public func hold(_ textView: TextView, placeholder: String) {
    guard self.textView !== textView else { return }
    self.textView?.removeFromSuperview()
    self.textView = textView
    selectionStyle = .none
    textView.isScrollEnabled = false
    textView.backgroundColor = nil
    // Lined up with the field above: no inset or padding of its own, as apps set.
    textView.textContainerInset = EdgeInsets(top: 4, left: 0, bottom: 4, right: 0)
    textView.textContainer.lineFragmentPadding = 0
    textView.translatesAutoresizingMaskIntoConstraints = false
    placeholderLabel.text = placeholder
    placeholderLabel.textColor = .placeholderText
    placeholderLabel.font = textView.font ?? .preferredFont(forTextStyle: .body)
    placeholderLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(textView)
    contentView.addSubview(placeholderLabel)
    let margins = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      textView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      textView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      textView.topAnchor.constraint(equalTo: margins.topAnchor),
      textView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      placeholderLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      placeholderLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      placeholderLabel.topAnchor.constraint(equalTo: margins.topAnchor, constant: 4),
      contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 88),
    ])
    updatePlaceholder()
  }

  /// Shows the placeholder only while the note is empty.
  public func updatePlaceholder() {
    placeholderLabel.isHidden = !(textView?.text ?? "").isEmpty
  }
}

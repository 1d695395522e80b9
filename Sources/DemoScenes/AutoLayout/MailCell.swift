import TableKit

/// A message row as Mail draws it, built with anchors as apps write such cells: an unread dot,
/// the sender and the date on one line, the subject under them, then two lines of preview.
@MainActor
public final class MailCell: TableViewCell {
  /// The reuse identifier the Auto Layout scene registers the class under.
  public static let reuseIdentifier = "mail"

  /// The sender, semibold.
  public let senderLabel = Label()
  /// The date, gray, hugging the trailing edge.
  public let dateLabel = Label()
  /// The subject.
  public let subjectLabel = Label()
  /// The start of the message, up to two lines.
  public let previewLabel = Label()
  /// The blue dot of an unread message.
  public let unreadDot = View()

  /// Creates a mail cell (the style is ignored: constraints place its views).
  public required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .default, reuseIdentifier: reuseIdentifier)
    senderLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    dateLabel.font = .systemFont(ofSize: 15)
    dateLabel.textColor = .secondaryLabel
    subjectLabel.font = .systemFont(ofSize: 15)
    previewLabel.font = .systemFont(ofSize: 15)
    previewLabel.textColor = .secondaryLabel
    previewLabel.numberOfLines = 2
    unreadDot.backgroundColor = .tint
    unreadDot.cornerRadius = 5
    for view in [unreadDot, senderLabel, dateLabel, subjectLabel, previewLabel] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    dateLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    dateLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
    let margins = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      unreadDot.widthAnchor.constraint(equalToConstant: 10),
      unreadDot.heightAnchor.constraint(equalToConstant: 10),
      unreadDot.trailingAnchor.constraint(equalTo: senderLabel.leadingAnchor, constant: -6),
      unreadDot.centerYAnchor.constraint(equalTo: senderLabel.centerYAnchor),
      senderLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 8),
      senderLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      dateLabel.firstBaselineAnchor.constraint(equalTo: senderLabel.firstBaselineAnchor),
      dateLabel.leadingAnchor.constraint(
        greaterThanOrEqualTo: senderLabel.trailingAnchor, constant: 8),
      dateLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      subjectLabel.leadingAnchor.constraint(equalTo: senderLabel.leadingAnchor),
      subjectLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      subjectLabel.topAnchor.constraint(equalTo: senderLabel.bottomAnchor, constant: 2),
      previewLabel.leadingAnchor.constraint(equalTo: senderLabel.leadingAnchor),
      previewLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      previewLabel.topAnchor.constraint(equalTo: subjectLabel.bottomAnchor, constant: 2),
      previewLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  /// Shows a message.
  func show(_ message: AutoLayoutScene.Message) {
    senderLabel.text = message.sender
    dateLabel.text = message.date
    subjectLabel.text = message.subject
    previewLabel.text = message.preview
    unreadDot.isHidden = !message.isUnread
  }
}

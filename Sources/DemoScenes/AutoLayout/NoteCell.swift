import TableKit

/// A note of any length: one label of as many lines as it needs, pinned to the margins, so the
/// row is as tall as the text (and at least a standard row).
@MainActor
public final class NoteCell: TableViewCell {
  /// The reuse identifier the Auto Layout scene registers the class under.
  public static let reuseIdentifier = "note"

  /// The note's text.
  public let noteLabel = Label()

  /// Creates a note cell (the style is ignored).
  public required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .default, reuseIdentifier: reuseIdentifier)
    noteLabel.numberOfLines = 0
    noteLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(noteLabel)
    let margins = contentView.layoutMarginsGuide
    LayoutConstraint.activate(
      LayoutConstraint.constraints(
        withVisualFormat: "H:|-[note]-|", metrics: nil, views: ["note": noteLabel])
        + [
          noteLabel.topAnchor.constraint(equalTo: margins.topAnchor),
          noteLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
          // A one-line note is still a standard row tall, as apps often ask.
          contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
  }
}

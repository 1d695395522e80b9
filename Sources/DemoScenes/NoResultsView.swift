import TableKit

/// What a searched table shows behind its rows when the search finds nothing, as iOS's lists
/// do: "No Results" in bold gray, centred.
@MainActor
public final class NoResultsView: View {
  /// The label saying so.
  public let label = Label()

  /// Creates the view; a table sizes it as its background.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    label.text = "No Results"
    label.font = .boldSystemFont(ofSize: 22)
    label.textColor = .secondaryLabel
    label.textAlignment = .center
    addSubview(label)
  }

  /// Centres the label, a little above the middle where the results would start.
  public override func layoutSubviews() {
    super.layoutSubviews()
    let height = screen.textMeasurer.lineHeight(of: label.font)
    label.frame = CGRect(
      x: 0, y: (bounds.height * 0.4 - height / 2).rounded(), width: bounds.width, height: height)
  }
}

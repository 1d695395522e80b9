import Foundation
import TableKit

/// Auto Layout's cost (issue 27): a typical cell (an image and three labels, 14 constraints
/// besides the labels' intrinsic sizes)
/// laid out by its constraints beside the same cell laid out by frames, each at a new width
/// every pass; and a constant changed in one cell of a window whose other cells hold 10 or
/// 1,000 times as many constraints, which must not cost more.
enum AutoLayoutBenchmarks {
  static let suite = BenchmarkSuite(
    name: "autolayout",
    summary: "a cell by constraints against by frames; a constant change beside many cells",
    run: { MainActor.assumeIsolated { run() } })

  /// A message cell: image, sender, date, preview, placed by 14 constraints and the labels'
  /// intrinsic sizes (12 more, derived).
  @MainActor
  final class ConstrainedCell: View {
    let image = View()
    let sender = Label()
    let date = Label()
    let preview = Label()
    /// The constraint whose constant the benchmark changes.
    private(set) var constant: LayoutConstraint?

    override init(frame: CGRect) {
      super.init(frame: frame)
      AutoLayoutBenchmarks.fillMessage(sender: sender, date: date, preview: preview)
      constant = AutoLayoutBenchmarks.pinMessage(
        image: image, sender: sender, date: date, preview: preview, in: self,
        bottom: .lessThanOrEqual)
    }
  }

  /// Adds the message's views to `container` and activates its 14 constraints against the
  /// container's margins; the preview's bottom is pinned by `bottom` (a self-sizing cell
  /// needs `.equal` so that the content decides its height). Returns the image's top
  /// constraint, whose constant the benchmark changes.
  @MainActor
  static func pinMessage(
    image: View, sender: Label, date: Label, preview: Label, in container: View,
    bottom: LayoutConstraint.Relation
  ) -> LayoutConstraint {
    for view in [image, sender, date, preview] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    let margins = container.layoutMarginsGuide
    let imageTop = image.topAnchor.constraint(equalTo: margins.topAnchor)
    let previewBottom =
      bottom == .equal
      ? preview.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
      : preview.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor)
    LayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      imageTop,
      image.widthAnchor.constraint(equalToConstant: 40),
      image.heightAnchor.constraint(equalTo: image.widthAnchor),
      image.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
      sender.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
      sender.topAnchor.constraint(equalTo: margins.topAnchor),
      date.leadingAnchor.constraint(greaterThanOrEqualTo: sender.trailingAnchor, constant: 8),
      date.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      date.firstBaselineAnchor.constraint(equalTo: sender.firstBaselineAnchor),
      preview.leadingAnchor.constraint(equalTo: sender.leadingAnchor),
      preview.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      preview.topAnchor.constraint(equalTo: sender.bottomAnchor, constant: 2),
      previewBottom,
    ])
    return imageTop
  }

  /// The same cell placed by frames in `layoutSubviews`, as a port without constraints does.
  @MainActor
  final class FramedCell: View {
    let image = View()
    let sender = Label()
    let date = Label()
    let preview = Label()

    override init(frame: CGRect) {
      super.init(frame: frame)
      AutoLayoutBenchmarks.fillMessage(sender: sender, date: date, preview: preview)
      for view in [image, sender, date, preview] { addSubview(view) }
    }

    override func layoutSubviews() {
      let inner = bounds.inset(by: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
      image.frame = CGRect(x: inner.minX, y: inner.minY, width: 40, height: 40)
      let dateSize = date.intrinsicContentSize
      date.frame = CGRect(
        x: inner.maxX - dateSize.width, y: inner.minY, width: dateSize.width,
        height: dateSize.height)
      let textX = image.frame.maxX + 12
      let senderSize = sender.intrinsicContentSize
      sender.frame = CGRect(
        x: textX, y: inner.minY, width: min(senderSize.width, date.frame.minX - 8 - textX),
        height: senderSize.height)
      let previewWidth = inner.maxX - textX
      let previewHeight = preview.sizeThatFits(
        CGSize(width: previewWidth, height: .greatestFiniteMagnitude)).height
      preview.frame = CGRect(
        x: textX, y: sender.frame.maxY + 2, width: previewWidth, height: previewHeight)
    }
  }

  /// The texts both cells show.
  @MainActor
  static func fillMessage(sender: Label, date: Label, preview: Label) {
    sender.text = "Ada Lovelace"
    date.text = "Yesterday"
    preview.text = "I have appended a table of the operations with the variables"
    preview.numberOfLines = 2
  }

  @MainActor
  static func run() -> [BenchmarkResult] {
    var results = ResultBuilder(suite: "autolayout")
    progress("autolayout: a cell by constraints and by frames")
    let screen = Screen.headless()
    let constrained = ConstrainedCell(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
    let framed = FramedCell(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
    constrained.screen = screen
    framed.screen = screen
    constrained.layoutIfNeeded()
    framed.layoutIfNeeded()
    let widths: [CGFloat] = [375, 390, 360, 414]
    let (byConstraints, byFrames) = Stopwatch.compareMicroseconds(
      samples: 31, iterations: 400,
      { index in
        constrained.frame.size.width = widths[index % widths.count]
        constrained.layoutIfNeeded()
      },
      { index in
        framed.frame.size.width = widths[index % widths.count]
        framed.layoutIfNeeded()
      })
    results.add(
      "cell: layout at a new width, by constraints against by frames", unit: "µs",
      small: ("by frames", byFrames), large: ("by constraints", byConstraints),
      maximumRatio: 3, note: "an image and three labels; each pass changes the width")

    progress("autolayout: a constant change beside 10 and 1,000 other cells")
    let few = window(cells: 10, screen: screen)
    let many = window(cells: 1_000, screen: screen)
    let (inFew, inMany) = Stopwatch.compareMicroseconds(
      samples: 31, iterations: 400,
      { index in changeConstant(in: few, index) },
      { index in changeConstant(in: many, index) })
    results.add(
      "constant change in one cell, 10 against 1,000 other cells' constraints", unit: "µs",
      small: ("beside 10 cells", inFew), large: ("beside 1,000 cells", inMany),
      maximumRatio: 1.5,
      note: "each cell roots its own layout region: the others' 20,000 constraints are untouched")
    scrollResults(into: &results)
    SolverComparison.results(into: &results)
    return results.results
  }

  /// A root holding `cells` constrained cells, laid out.
  @MainActor
  static func window(cells: Int, screen: Screen) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 80 * CGFloat(cells)))
    root.screen = screen
    for index in 0..<cells {
      root.addSubview(
        ConstrainedCell(frame: CGRect(x: 0, y: 80 * CGFloat(index), width: 375, height: 80)))
    }
    root.layoutIfNeeded()
    return root
  }

  /// Changes the first cell's constant and lays that cell out again (the window's walk of its
  /// other views is not constraint work and is left out).
  @MainActor
  static func changeConstant(in root: View, _ index: Int) {
    guard let cell = root.subviews.first as? ConstrainedCell else { return }
    cell.constant?.constant = CGFloat(index % 2) * 4
    cell.layoutIfNeeded()
  }
}

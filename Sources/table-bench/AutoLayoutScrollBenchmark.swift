import Foundation
import TableKit

extension AutoLayoutBenchmarks {
  /// A message row whose height comes from its constraints: the benchmark's message laid out
  /// in the content view's margins, the preview on one or two lines by row.
  @MainActor
  final class MessageTableCell: TableViewCell {
    static let identifier = "message"
    /// What the table estimates before a row is measured.
    static let estimatedHeight: CGFloat = 64

    let image = View()
    let sender = Label()
    let date = Label()
    let preview = Label()

    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      AutoLayoutBenchmarks.fillMessage(sender: sender, date: date, preview: preview)
      image.backgroundColor = .systemBlue
      image.cornerRadius = 20
      _ = AutoLayoutBenchmarks.pinMessage(
        image: image, sender: sender, date: date, preview: preview, in: contentView,
        bottom: .equal)
    }

    /// A cell for the row with global index `row`, from `table`'s queue or made.
    static func dequeue(from table: TableView, row: Int) -> TableViewCell {
      let cell =
        table.dequeueReusableCell(withIdentifier: identifier) as? MessageTableCell
        ?? MessageTableCell(style: .default, reuseIdentifier: identifier)
      cell.sender.text = "Sender \(row + 1)"
      cell.preview.text =
        row % 3 == 0
        ? "A short note"
        : "I have appended a table of the operations with the variables, row \(row + 1)"
      return cell
    }
  }

  /// W0's script on 100,000 self-sizing Auto Layout rows against W0's standard rows, at
  /// 1920 × 1080: the slowest frame by CPU time, which must stay within a 120 Hz frame.
  @MainActor
  static func scrollResults(into results: inout ResultBuilder) {
    let rows = 100_000
    progress("autolayout: W0's script on \(rows) standard rows, then on Auto Layout rows")
    var summaries: [(worst: Double, p99: Double, p50: Double)] = []
    var worstBySegment = ""
    for byConstraints in [false, true] {
      do {
        let runner = try TableKitFrameRunner(
          workload: .w0, viewport: .desktop, culling: true, rowsPerSection: rows,
          cellsByConstraints: byConstraints, withFloor: false)
        _ = try runner.run(.full, label: byConstraints ? "Auto Layout rows" : "standard rows")
        let frames = runner.tableKitFrames.dropFirst(FrameScript.full.warmUpFrames)
        let times = frames.map { $0.cpu ?? $0.total }.sorted()
        if byConstraints {
          worstBySegment = FrameSegment.allCases.map { segment in
            let worst = frames.filter { $0.segment == segment }.map { $0.cpu ?? $0.total }.max()
            return "\(segment.rawValue) \(Int(worst ?? 0)) µs"
          }.joined(separator: ", ")
        }
        summaries.append(
          (
            times.last ?? 0, FrameSummary.percentile(times, 0.99),
            FrameSummary.percentile(times, 0.5)
          ))
      } catch {
        progress("autolayout: the scroll benchmark could not make its canvas: \(error)")
        return
      }
    }
    let (standard, constrained) = (summaries[0], summaries[1])
    let jumps = randomJumps(rows: rows)
    results.add(
      "W0's script, 100,000 rows at 1920×1080: the slowest frame", unit: "µs CPU",
      small: ("standard rows", standard.worst), large: ("Auto Layout rows", constrained.worst),
      maximumLarge: 1_000_000 / 120,
      note: "self-sizing message cells (14 constraints each); the target is a 120 Hz frame; "
        + "the slowest Auto Layout frame by part of the script: \(worstBySegment)")
    results.add(
      "W0's script, 100,000 rows at 1920×1080: p99 / p50 of Auto Layout rows", unit: "µs CPU",
      small: ("p50", constrained.p50), large: ("p99", constrained.p99),
      note: "standard rows: p50 \(Int(standard.p50)) µs, p99 \(Int(standard.p99)) µs")
    if let jumps {
      results.add(
        "\(jumps.count) jumps to random places in \(rows) Auto Layout rows: p50 / the slowest",
        unit: "µs CPU", small: ("p50", jumps.p50), large: ("slowest", jumps.worst),
        maximumLarge: 1_000_000 / 120,
        note: "each jump measures the rows it shows (about 17 at 1080 points), the script's "
          + "worst case, so many jumps show how often a frame comes near the target")
    }
  }

  /// Frames that each jump without animation to a random row of `rows` self-sizing rows, as
  /// many as W0's script has in all its segments: the script's handful of jumps says little
  /// about how far the slowest can go.
  @MainActor
  static func randomJumps(rows: Int) -> (count: Int, p50: Double, worst: Double)? {
    let count = 300
    progress("autolayout: \(count) jumps to random places in \(rows) Auto Layout rows")
    guard
      let runner = try? TableKitFrameRunner(
        workload: .w0, viewport: .desktop, culling: true, rowsPerSection: rows,
        cellsByConstraints: true, withFloor: false)
    else { return nil }
    runner.reserveFrameRecords(count)
    var generator = SplitMix64(seed: 27)
    let times = (0..<count).map { _ in
      let indexPath = runner.source.indexPath(ofRow: Int(generator.next() % UInt64(rows)))
      let sample = runner.frame(.jump) {
        runner.table.scrollToRow(at: indexPath, at: .top, animated: false)
      }
      return sample.cpu ?? sample.total
    }.sorted()
    return (count, FrameSummary.percentile(times, 0.5), times.last ?? 0)
  }
}

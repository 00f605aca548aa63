// Properties and globals declared `T!`: read as their value where a `T` is wanted (a member's base, a
// call, an argument), as their optional where one is (`?.`, `??`, `== nil`, `if let`), and
// assigned either; a reduction assigned to one is solved for the wrapped type.
typealias Handler = (Int) -> Void
final class Caption { var text = "" }
func shout(_ text: String) -> String { text.uppercased() }
final class Screen {
    var title: String!
    var label: Caption!
    private var handler: Handler!
    var total = 0
    init(steps: [Int]) {
        handler = steps.reduce({ [unowned self] n in self.total += n }, { next, step in
            return { n in next(n + step) }
        })
    }
    func describe() -> String {
        let wasNil = title == nil
        let fallback = title ?? "untitled"
        title = "home"
        label = Caption()
        label.text = title + "!"
        var bound = ""
        if let title = title { bound = title }
        handler(10)
        self.handler(100)
        return "\(wasNil) \(fallback) \(label.text) \(title.count) \(shout(title)) \(bound) \(label?.text ?? "") \(total)"
    }
}
var savePath: String!
func run() {
    savePath = "/notes"
    print(savePath.count, savePath == nil, savePath + ".json")
    let screen = Screen(steps: [1, 2])
    print(screen.describe())
    screen.title = nil
    print(screen.title == nil, screen.title ?? "none")
    print(screen.label.text.count)
}

// Operator functions declared at the top level, beside the standard ones: an `inout` left
// operand taken without `&`, an overload for a type of one's own, and the standard operator
// still chosen where the declared one does not fit.
struct Movie { var id: Int; var title: String }
struct Vector: Equatable { var x: Double; var y: Double }

func +=(lhs: inout [Int: Movie], rhs: [Movie]) {
    for movie in rhs { lhs[movie.id] = movie }
}
func +(lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
func *(lhs: Vector, rhs: Double) -> Vector { Vector(x: lhs.x * rhs, y: lhs.y * rhs) }
func ==(lhs: Movie, rhs: Movie) -> Bool { lhs.id == rhs.id }

func run() {
    var movies: [Int: Movie] = [:]
    movies += [Movie(id: 2, title: "Up"), Movie(id: 7, title: "Heat")]
    movies += [Movie(id: 2, title: "Up (2009)")]
    print(movies.keys.sorted(), movies[2]!.title)
    let v = Vector(x: 1, y: 2) + Vector(x: 0.5, y: 0.5) * 2
    print(v.x, v.y, v == Vector(x: 2, y: 3))
    var total = 3
    total += 4
    print(total, 2 + 3 * 4, Movie(id: 1, title: "A") == Movie(id: 1, title: "B"))
}

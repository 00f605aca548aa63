func hashOf(_ text: String) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 {
        hash ^= UInt32(byte)
        hash = hash &* 16_777_619
    }
    return hash
}

func run() {
    print(Int.max &+ 1 == Int.min, Int.min &- 1 == Int.max, Int.max &* 2)
    let small: UInt8 = 250
    print(small &+ 10, small &* 3, UInt8(3) &- 5)
    let signed: Int8 = 120
    print(signed &+ 10, signed &* 2, Int8(-128) &- 1)
    var counter: Int32 = Int32.max
    counter &+= 1
    var product: UInt16 = 40_000
    product &*= 3
    var down: UInt32 = 0
    down &-= 1
    print(counter, product, down)
    print(hashOf("swift"), hashOf(""), hashOf("🙂"))
}

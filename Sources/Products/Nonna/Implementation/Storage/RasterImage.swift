import Foundation

/// The pixels of an uploaded image, as the client decoded them: `width` x `height` RGB pixels, row by row,
/// three bytes each. The backend generates thumbnails from them (FR-1.5, FR-4.1).
package struct RasterImage: Hashable, Sendable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// RGB bytes, row-major: pixel (x, y) starts at `3 * (y * width + x)`.
    package let pixels: [UInt8]

    /// An image of the given pixels (`3 * width * height` bytes); `nil` if the sizes do not match.
    package init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == 3 * width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image whose pixel (x, y) is `rgb(x, y)` (three bytes; missing bytes are 0).
    package init(width: Int, height: Int, _ rgb: (Int, Int) -> [UInt8]) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(3 * self.width * self.height)
        for y in 0..<self.height {
            for x in 0..<self.width {
                let c = rgb(x, y)
                for i in 0..<3 { bytes.append(i < c.count ? c[i] : 0) }
            }
        }
        pixels = bytes
    }

    /// The RGB bytes of pixel (x, y).
    package func pixel(x: Int, y: Int) -> [UInt8] {
        let i = 3 * (y * width + x)
        return Array(pixels[i..<i + 3])
    }

    /// FR-4.1: the square thumbnail of side `side`: the centred square of the image, resampled by averaging the
    /// source pixels each thumbnail pixel covers (the nearest pixel when the source is smaller).
    package func thumbnail(side: Int) -> RasterImage {
        let square = min(width, height)
        let left = (width - square) / 2
        let top = (height - square) / 2
        func span(_ t: Int) -> Range<Int> {
            let lower = t * square / side
            let upper = max(lower + 1, (t + 1) * square / side)
            return lower..<upper
        }
        let columns = (0..<side).map(span)
        let rows = (0..<side).map(span)
        var bytes = [UInt8](repeating: 0, count: 3 * side * side)
        for ty in 0..<side {
            for tx in 0..<side {
                var sum = (0, 0, 0)
                var count = 0
                for sy in rows[ty] {
                    for sx in columns[tx] {
                        let i = 3 * ((top + sy) * width + left + sx)
                        sum.0 += Int(pixels[i])
                        sum.1 += Int(pixels[i + 1])
                        sum.2 += Int(pixels[i + 2])
                        count += 1
                    }
                }
                let o = 3 * (ty * side + tx)
                bytes[o] = UInt8(sum.0 / count)
                bytes[o + 1] = UInt8(sum.1 / count)
                bytes[o + 2] = UInt8(sum.2 / count)
            }
        }
        return RasterImage(width: side, height: side, pixels: bytes) ?? self
    }
}

/// A stored file of Supabase Storage: the image and the baby whose members may read it (`nil`: any signed-in user,
/// as for profile photos).
struct StoredObject {
    var image: RasterImage
    var baby: BabyID?
}

extension NonnaApp {
    /// FR-1.5, FR-4.1, FR-4.3: downloads a stored original or thumbnail by its path, as the app does to show it.
    /// A baby's images need read access to the baby; a photo's images vanish with the photo (soft delete keeps
    /// the files for the retention period but shows them to nobody).
    package func downloadImage(_ path: String, as user: UserID?) throws(NonnaError) -> RasterImage {
        guard let object = store.objects[path] else { throw .notFound }
        guard let baby = object.baby else {
            try authorize(user, .userProfile, .read, baby: nil)
            return object.image
        }
        _ = try liveBaby(baby)
        try authorize(user, .photo, .read, baby: baby)
        if let photo = store.photos.values.first(where: { $0.image.path == path || $0.image.thumbnailPath == path }),
            photo.status != .active
        {
            throw .notFound
        }
        return object.image
    }

    /// FR-4.1: the thumbnail of `image`, generated once per distinct image.
    func thumbnail(of image: RasterImage) -> RasterImage {
        if let done = store.thumbnails[image] { return done }
        let made = image.thumbnail(side: NonnaLimits.thumbnailSide)
        store.thumbnails[image] = made
        return made
    }
}

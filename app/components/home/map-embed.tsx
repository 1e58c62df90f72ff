import { mapProvider, venue } from '~/content/venue'

const { latitude, longitude } = venue.address
const box = [longitude - 0.012, latitude - 0.006, longitude + 0.012, latitude + 0.006].join('%2C')
const mapEmbedUrl =
  `${mapProvider.origin}/export/embed.html?bbox=${box}` + `&layer=mapnik&marker=${latitude}%2C${longitude}`
const mapLinkUrl = `${mapProvider.origin}/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`

/** The OpenStreetMap embed: lazy, titled, and with a plain link for whoever cannot use it. */
export function MapEmbed() {
  return (
    <div>
      <iframe
        title={`Kaart: ${venue.name}, ${venue.address.street}, ${venue.address.city}`}
        src={mapEmbedUrl}
        loading="lazy"
        width="600"
        height="320"
        className="h-72 w-full rounded-xl border border-mortar"
        referrerPolicy="no-referrer"
      />
      <p className="mt-2 text-sm">
        <a href={mapLinkUrl} className="text-brick-700 underline underline-offset-4" rel="noopener">
          Bekijk de route op OpenStreetMap
        </a>
      </p>
    </div>
  )
}

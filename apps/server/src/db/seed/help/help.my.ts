import { p, ul, qa, type LocaleHelp } from './help-content'

export const MY: LocaleHelp = {
  categories: { terms: 'Terma & Dasar', faq: 'Soalan Lazim', about: 'Tentang Kami' },
  articles: {
    term: {
      title: 'Terma dan Syarat',
      html: (b) =>
        p(
          `Selamat datang ke ${b}. Dengan membuka akaun atau menggunakan permainan, loteri dan perkhidmatan kami yang lain, anda bersetuju dengan Terma dan Syarat ini.`,
        ) +
        ul(
          'Anda mestilah berumur sekurang-kurangnya 18 tahun, atau lebih jika dikehendaki oleh undang-undang di tempat anda tinggal, untuk mendaftar dan bermain.',
          `Setiap orang hanya dibenarkan memiliki satu akaun. Maklumat pendaftaran anda mestilah benar dan tepat, dan nama pada akaun bank anda mesti sepadan dengan nama pada akaun ${b} anda.`,
          'Anda bertanggungjawab menjaga kerahsiaan kata laluan anda, atas semua aktiviti dalam akaun anda, dan memastikan permainan dalam talian adalah sah di tempat anda tinggal.',
        ) +
        p(
          'Kami boleh menggantung akaun, membatalkan pertaruhan atau menahan kemenangan sekiranya berlaku penipuan, pemilikan berbilang akaun, penyalahgunaan bonus atau penggunaan perisian menipu. Terma ini mungkin dikemas kini dari semasa ke semasa, dan versi terkini sentiasa diterbitkan di halaman ini.',
        ),
    },
    privacy: {
      title: 'Dasar Privasi',
      html: (b) =>
        p(
          `${b} menghormati privasi anda. Dasar ini menerangkan maklumat yang kami kumpul dan cara kami menggunakannya.`,
        ) +
        ul(
          '<strong>Maklumat yang dikumpul:</strong> butiran yang anda berikan semasa pendaftaran (seperti nama pengguna, nombor telefon bimbit dan e-mel), sejarah transaksi anda, serta data teknikal seperti alamat IP dan jenis peranti.',
          '<strong>Cara kami menggunakannya:</strong> untuk mengurus akaun anda, memproses deposit dan pengeluaran, mengesahkan identiti anda, mencegah penipuan dan menambah baik perkhidmatan kami.',
          '<strong>Dengan siapa data dikongsi:</strong> kami tidak sekali-kali menjual data peribadi anda. Data hanya dikongsi dengan penyedia pembayaran dan perkhidmatan yang memerlukannya untuk melayani anda, atau apabila dikehendaki oleh undang-undang.',
        ) +
        p(
          'Data anda dihantar melalui sambungan yang disulitkan dan hanya kakitangan yang diberi kuasa boleh mengaksesnya. Untuk mengemas kini atau bertanya tentang data peribadi anda, sila hubungi Khidmat Pelanggan.',
        ),
    },
    responsible: {
      title: 'Permainan Bertanggungjawab',
      html: (b) =>
        p(
          `${b} komited terhadap permainan yang bertanggungjawab. Permainan sepatutnya menjadi hiburan, bukan cara untuk mencari wang atau menyelesaikan masalah kewangan.`,
        ) +
        ul(
          '<strong>18 tahun ke atas sahaja:</strong> anda mestilah berumur sekurang-kurangnya 18 tahun untuk membuka akaun atau bermain. Kami boleh meminta bukti umur pada bila-bila masa, dan kami akan menutup mana-mana akaun milik individu bawah umur serta membatalkan pertaruhannya.',
          'Tetapkan bajet dan had masa sebelum bermain, dan jangan sekali-kali cuba mengejar kerugian.',
          'Jika anda memerlukan rehat, Khidmat Pelanggan boleh menetapkan had deposit atau menutup akaun anda buat sementara atau secara kekal (pengecualian diri).',
        ) +
        p(
          'Jika permainan menjejaskan kewangan, hubungan atau kesejahteraan anda, sila berhenti bermain dan dapatkan bantuan daripada perkhidmatan sokongan tempatan atau kaunselor profesional.',
        ),
    },
    'faq-account': {
      title: 'Akaun',
      html: () =>
        qa(
          [
            'Bagaimanakah cara untuk mendaftar?',
            'Klik <strong>Daftar</strong>, isikan nama pengguna, kata laluan dan maklumat wajib yang lain, terima Terma dan Syarat, kemudian hantar. Anda akan dilog masuk secara automatik sebaik sahaja akaun anda dicipta.',
          ],
          [
            'Saya terlupa kata laluan. Apakah yang perlu saya lakukan?',
            'Klik <strong>Lupa kata laluan</strong> pada tetingkap log masuk dan tetapkan kata laluan baharu menggunakan kod pengesahan yang dihantar ke nombor telefon bimbit atau e-mel berdaftar anda.',
          ],
          [
            'Bolehkah saya menukar butiran peribadi saya?',
            'Anda boleh menukar kata laluan di Pusat Ahli. Atas sebab keselamatan, butiran seperti nama sebenar dan nama akaun bank hanya boleh ditukar dengan menghubungi Khidmat Pelanggan.',
          ],
        ),
    },
    'faq-deposit': {
      title: 'Deposit',
      html: () =>
        qa(
          [
            'Bagaimanakah cara membuat deposit?',
            'Log masuk, buka <strong>Deposit</strong>, pilih kaedah pembayaran, masukkan jumlah dan ikut arahan yang diberikan. Sentiasa gunakan butiran pembayaran terkini yang dipaparkan di halaman deposit.',
          ],
          [
            'Berapa lamakah masa yang diambil untuk deposit?',
            'Kebanyakan deposit dikreditkan dalam masa beberapa minit. Jika baki anda belum dikemas kini selepas 15 minit, hubungi Khidmat Pelanggan bersama resit transaksi anda.',
          ],
          [
            'Adakah terdapat had deposit?',
            'Jumlah minimum dan maksimum bagi setiap kaedah pembayaran dipaparkan di halaman deposit. Deposit mesti dibuat daripada akaun atas nama anda sendiri.',
          ],
        ),
    },
    'faq-withdraw': {
      title: 'Pengeluaran',
      html: () =>
        qa(
          [
            'Bagaimanakah cara mengeluarkan kemenangan saya?',
            'Buka <strong>Pengeluaran</strong>, pilih akaun bank yang telah dipautkan, masukkan jumlah dan kata laluan transaksi anda, kemudian hantar permohonan.',
          ],
          [
            'Berapa lamakah masa yang diambil untuk pengeluaran?',
            'Kebanyakan pengeluaran diproses dengan cepat selepas diluluskan, tetapi masa untuk wang sampai kepada anda bergantung pada bank anda. Selepas pembayaran dihantar, sila sahkan sama ada anda telah menerimanya. Jika belum, pilih <strong>Belum diterima</strong> dan muat naik bukti supaya kami boleh menyemaknya.',
          ],
          [
            'Mengapakah pengeluaran saya ditahan?',
            'Pengeluaran mungkin ditahan jika syarat pusing ganti (turnover) bagi deposit atau bonus belum dipenuhi, jika nama akaun bank tidak sepadan dengan nama akaun anda, atau jika pengesahan tambahan diperlukan.',
          ],
        ),
    },
    'faq-lottery': {
      title: 'Loteri',
      html: () =>
        qa(
          [
            'Bagaimanakah cara membuat pertaruhan loteri?',
            'Pilih loteri daripada menu <strong>Loteri</strong>, pilih nombor dan jenis permainan, masukkan jumlah pertaruhan dan sahkan sebelum pertaruhan untuk cabutan itu ditutup.',
          ],
          [
            'Bilakah keputusan diumumkan?',
            'Setiap loteri mempunyai jadual cabutannya sendiri. Keputusan diterbitkan di halaman keputusan sejurus selepas setiap cabutan, dan kemenangan dikreditkan ke baki anda secara automatik.',
          ],
          [
            'Bolehkah saya membatalkan pertaruhan?',
            'Pertaruhan yang telah disahkan tidak boleh dibatalkan selepas pertaruhan untuk cabutan ditutup. Sila semak nombor anda dengan teliti sebelum mengesahkan.',
          ],
        ),
    },
    about: {
      title: 'Tentang Kami',
      html: (b) =>
        p(
          `${b} ialah platform hiburan dalam talian yang menawarkan loteri, kasino langsung, sukan, slot dan pelbagai permainan lain kepada pemain di seluruh Asia Tenggara.`,
          'Kami komited terhadap permainan yang adil, pembayaran yang selamat dan perkhidmatan yang pantas, dan laman kami tersedia dalam Bahasa Melayu, Bahasa Inggeris, Bahasa Cina, Bahasa Vietnam dan Bahasa Thai.',
          'Jika anda mempunyai sebarang pertanyaan, pasukan Khidmat Pelanggan kami sentiasa sedia membantu.',
          'Sila bermain secara bertanggungjawab. Perkhidmatan kami hanya untuk pemain berumur 18 tahun ke atas.',
        ),
    },
  },
}

import { p, ul, qa, type LocaleHelp } from './help-content'

export const VI: LocaleHelp = {
  categories: { terms: 'Điều khoản & Chính sách', faq: 'Câu hỏi thường gặp', about: 'Về chúng tôi' },
  articles: {
    term: {
      title: 'Điều khoản và Điều kiện',
      html: (b) =>
        p(
          `Chào mừng bạn đến với ${b}. Khi mở tài khoản hoặc sử dụng các trò chơi, xổ số và dịch vụ khác của chúng tôi, bạn đồng ý với các Điều khoản và Điều kiện này.`,
        ) +
        ul(
          'Bạn phải đủ 18 tuổi trở lên, hoặc cao hơn nếu pháp luật nơi bạn sinh sống yêu cầu, để đăng ký và tham gia chơi.',
          `Mỗi người chỉ được sở hữu một tài khoản. Thông tin đăng ký phải trung thực và chính xác, và tên chủ tài khoản ngân hàng phải trùng khớp với tên trên tài khoản ${b} của bạn.`,
          'Bạn có trách nhiệm giữ bí mật mật khẩu, chịu trách nhiệm về mọi hoạt động trên tài khoản của mình và bảo đảm rằng việc chơi trò chơi trực tuyến là hợp pháp tại nơi bạn sinh sống.',
        ) +
        p(
          'Chúng tôi có quyền tạm khóa tài khoản, hủy cược hoặc giữ lại tiền thắng trong trường hợp gian lận, sử dụng nhiều tài khoản, lạm dụng khuyến mãi hoặc dùng phần mềm gian lận. Các điều khoản này có thể được cập nhật theo thời gian và phiên bản mới nhất luôn được đăng trên trang này.',
        ),
    },
    privacy: {
      title: 'Chính sách bảo mật',
      html: (b) =>
        p(
          `${b} tôn trọng quyền riêng tư của bạn. Chính sách này giải thích những thông tin chúng tôi thu thập và cách chúng tôi sử dụng chúng.`,
        ) +
        ul(
          '<strong>Thông tin chúng tôi thu thập:</strong> các thông tin bạn cung cấp khi đăng ký (như tên đăng nhập, số điện thoại di động và email), lịch sử giao dịch của bạn, cùng dữ liệu kỹ thuật như địa chỉ IP và loại thiết bị.',
          '<strong>Mục đích sử dụng:</strong> quản lý tài khoản của bạn, xử lý nạp và rút tiền, xác minh danh tính, phòng chống gian lận và cải thiện dịch vụ.',
          '<strong>Chia sẻ thông tin:</strong> chúng tôi không bao giờ bán dữ liệu cá nhân của bạn. Dữ liệu chỉ được chia sẻ với các nhà cung cấp dịch vụ thanh toán và dịch vụ khác khi cần thiết để phục vụ bạn, hoặc khi pháp luật yêu cầu.',
        ) +
        p(
          'Dữ liệu của bạn được truyền qua kết nối mã hóa và chỉ nhân viên được ủy quyền mới có thể truy cập. Để cập nhật hoặc hỏi về dữ liệu cá nhân của bạn, vui lòng liên hệ bộ phận Chăm sóc khách hàng.',
        ),
    },
    responsible: {
      title: 'Chơi có trách nhiệm',
      html: (b) =>
        p(
          `${b} cam kết thúc đẩy việc chơi có trách nhiệm. Trò chơi nên là một hình thức giải trí, không phải cách để kiếm tiền hay giải quyết khó khăn tài chính.`,
        ) +
        ul(
          '<strong>Chỉ dành cho người từ 18 tuổi trở lên:</strong> bạn phải đủ 18 tuổi để mở tài khoản hoặc tham gia chơi. Chúng tôi có thể yêu cầu bằng chứng về độ tuổi bất cứ lúc nào, và sẽ đóng mọi tài khoản của người chưa thành niên cũng như hủy các cược của tài khoản đó.',
          'Hãy đặt ngân sách và giới hạn thời gian trước khi chơi, và đừng bao giờ cố gỡ lại số tiền đã thua.',
          'Nếu bạn cần tạm nghỉ, bộ phận Chăm sóc khách hàng có thể đặt giới hạn nạp tiền hoặc đóng tài khoản của bạn tạm thời hay vĩnh viễn (tự loại trừ).',
        ) +
        p(
          'Nếu việc chơi đang ảnh hưởng đến tài chính, các mối quan hệ hoặc sức khỏe của bạn, hãy ngừng chơi và tìm sự giúp đỡ từ các dịch vụ hỗ trợ tại địa phương hoặc chuyên gia tư vấn.',
        ),
    },
    'faq-account': {
      title: 'Tài khoản',
      html: () =>
        qa(
          [
            'Làm thế nào để đăng ký?',
            'Nhấn <strong>Đăng ký</strong>, điền tên đăng nhập, mật khẩu và các thông tin bắt buộc khác, đồng ý với Điều khoản và Điều kiện rồi gửi. Bạn sẽ được đăng nhập tự động ngay khi tài khoản được tạo.',
          ],
          [
            'Tôi quên mật khẩu, phải làm sao?',
            'Nhấn <strong>Quên mật khẩu</strong> trên cửa sổ đăng nhập và đặt mật khẩu mới bằng mã xác minh được gửi đến số điện thoại di động hoặc email bạn đã đăng ký.',
          ],
          [
            'Tôi có thể thay đổi thông tin cá nhân không?',
            'Bạn có thể đổi mật khẩu trong Trung tâm thành viên. Vì lý do bảo mật, các thông tin như họ tên thật và tên chủ tài khoản ngân hàng chỉ có thể thay đổi bằng cách liên hệ bộ phận Chăm sóc khách hàng.',
          ],
        ),
    },
    'faq-deposit': {
      title: 'Nạp tiền',
      html: () =>
        qa(
          [
            'Làm thế nào để nạp tiền?',
            'Đăng nhập, mở mục <strong>Nạp tiền</strong>, chọn phương thức thanh toán, nhập số tiền và làm theo hướng dẫn. Luôn sử dụng thông tin thanh toán mới nhất hiển thị trên trang nạp tiền.',
          ],
          [
            'Nạp tiền mất bao lâu?',
            'Hầu hết các khoản nạp được cộng vào tài khoản trong vòng vài phút. Nếu số dư chưa được cập nhật sau 15 phút, vui lòng liên hệ bộ phận Chăm sóc khách hàng kèm biên lai giao dịch.',
          ],
          [
            'Có giới hạn nạp tiền không?',
            'Số tiền tối thiểu và tối đa của từng phương thức thanh toán được hiển thị trên trang nạp tiền. Bạn phải nạp tiền từ tài khoản đứng tên chính mình.',
          ],
        ),
    },
    'faq-withdraw': {
      title: 'Rút tiền',
      html: () =>
        qa(
          [
            'Làm thế nào để rút tiền thắng?',
            'Mở mục <strong>Rút tiền</strong>, chọn tài khoản ngân hàng đã liên kết, nhập số tiền và mật khẩu giao dịch, sau đó gửi yêu cầu.',
          ],
          [
            'Rút tiền mất bao lâu?',
            'Hầu hết các yêu cầu rút tiền được xử lý nhanh chóng sau khi được duyệt, tuy nhiên thời gian nhận tiền còn tùy thuộc vào ngân hàng của bạn. Sau khi khoản tiền được chuyển, vui lòng xác nhận bạn đã nhận được hay chưa. Nếu chưa nhận được, hãy chọn <strong>Chưa nhận được</strong> và tải lên bằng chứng để chúng tôi kiểm tra.',
          ],
          [
            'Vì sao yêu cầu rút tiền của tôi bị tạm giữ?',
            'Yêu cầu rút tiền có thể bị tạm giữ nếu chưa đạt yêu cầu doanh thu cược của khoản nạp hoặc khuyến mãi, nếu tên tài khoản ngân hàng không khớp với tên tài khoản của bạn, hoặc nếu cần xác minh thêm.',
          ],
        ),
    },
    'faq-lottery': {
      title: 'Xổ số',
      html: () =>
        qa(
          [
            'Làm thế nào để đặt cược xổ số?',
            'Chọn một loại xổ số trong menu <strong>Xổ số</strong>, chọn số và kiểu chơi, nhập số tiền cược và xác nhận trước khi kỳ quay đóng cược.',
          ],
          [
            'Khi nào có kết quả?',
            'Mỗi loại xổ số có lịch quay thưởng riêng. Kết quả được công bố trên trang kết quả ngay sau mỗi kỳ quay, và tiền thắng được tự động cộng vào số dư của bạn.',
          ],
          [
            'Tôi có thể hủy cược không?',
            'Các cược đã xác nhận không thể hủy sau khi kỳ quay đã đóng cược. Vui lòng kiểm tra kỹ các con số trước khi xác nhận.',
          ],
        ),
    },
    about: {
      title: 'Về chúng tôi',
      html: (b) =>
        p(
          `${b} là nền tảng giải trí trực tuyến cung cấp xổ số, casino trực tiếp, thể thao, slot và nhiều trò chơi khác cho người chơi trên khắp Đông Nam Á.`,
          'Chúng tôi cam kết mang đến trò chơi công bằng, thanh toán an toàn và dịch vụ nhanh chóng, với trang web hỗ trợ tiếng Mã Lai, tiếng Anh, tiếng Trung, tiếng Việt và tiếng Thái.',
          'Nếu bạn có bất kỳ câu hỏi nào, đội ngũ Chăm sóc khách hàng của chúng tôi luôn sẵn sàng hỗ trợ.',
          'Hãy chơi có trách nhiệm. Dịch vụ của chúng tôi chỉ dành cho người chơi từ 18 tuổi trở lên.',
        ),
    },
  },
}
